/** The search form: a plain GET to /search (no JS needed); with JS it also remembers the keyword. */
import { useId, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { normalizeKeyword, rememberSearch, searchPath, SEARCH_MAX } from './listing-params';
import styles from './catalog.module.css';

export function SearchBox({
  defaultValue = '',
  compact = false,
  autoFocus = false,
  placeholder = '搜索商品，如 手机、S25',
}: {
  defaultValue?: string;
  compact?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
}) {
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className={`${styles.searchBox} ${compact ? styles.searchBoxCompact : ''}`}
      onSubmit={(e) => {
        e.preventDefault();
        const k = normalizeKeyword(value);
        if (!k) return;
        rememberSearch(k);
        navigate(searchPath(k));
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        搜索商品
      </label>
      <input
        id={id}
        name="keyword"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={SEARCH_MAX}
        placeholder={placeholder}
        value={value}
        autoFocus={autoFocus}
        onChange={(e) => setValue(e.target.value)}
        className={styles.searchInput}
        data-testid="search-input"
      />
      <button type="submit" className={styles.searchButton} data-testid="search-submit">
        搜索
      </button>
    </Form>
  );
}
