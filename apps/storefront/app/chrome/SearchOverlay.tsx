/**
 * Search overlay (spec 2.1, 5): a text box of at most 64 characters with clear and close
 * buttons; below it, when the box is empty, recent searches (this browser, clearable) and
 * popular searches; while typing, suggested searches (or 无相关建议) and related products.
 * Submitting goes to /search/{keyword} and records the keyword.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS } from '@shop/contracts/constants';
import { formatYuan } from '@shop/contracts/money';
import type { ProductCard } from '@shop/contracts/catalog';
import { catalogEndpoints } from '@shop/contracts/endpoint-refs/catalog';
import { cmsEndpoints } from '@shop/contracts/endpoint-refs/cms';
import { quietApi } from '../lib/api-call';
import { addRecentSearch, clearRecentSearches, readRecentSearches, searchPath } from '../lib/recent-searches';
import { Dialog } from './dialogs/Dialog';
import { ClockIcon, CloseIcon, SearchIcon, TrendIcon } from './icons';
import styles from './search.module.css';

const SUGGEST_DEBOUNCE_MS = 150;

interface Suggest {
  keyword: string;
  suggestions: string[];
  products: ProductCard[];
}

/** Typing-time lookups fail quietly (no toast, no login): the shopper can still submit. */
async function dataOf<T>(call: Promise<{ ok: true; data: T } | { ok: false }>): Promise<T | null> {
  const r = await call.catch(() => null);
  return r?.ok ? r.data : null;
}

let hotCache: string[] | null = null;

function Highlight({ text, part }: { text: string; part: string }) {
  const i = part ? text.toLowerCase().indexOf(part.toLowerCase()) : -1;
  if (i < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, i)}
      <mark className={styles.mark}>{text.slice(i, i + part.length)}</mark>
      {text.slice(i + part.length)}
    </>
  );
}

export function SearchOverlay({ open, onClose, placeholder }: { open: boolean; onClose: () => void; placeholder: string }) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [recent, setRecent] = useState<string[]>([]);
  const [hot, setHot] = useState<string[]>(hotCache ?? []);
  const [suggest, setSuggest] = useState<Suggest | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const trimmed = keyword.trim();

  useEffect(() => {
    if (!open) return;
    setRecent(readRecentSearches());
    inputRef.current?.focus();
    if (!hotCache) {
      void dataOf(quietApi.call(cmsEndpoints.hotSearch)).then((list) => {
        if (Array.isArray(list)) {
          hotCache = list;
          setHot(list);
        }
      });
    }
  }, [open]);

  useEffect(() => {
    if (!open || !trimmed) {
      setSuggest(null);
      return;
    }
    const ctrl = new AbortController();
    const t = setTimeout(async () => {
      const data = await dataOf(quietApi.call(catalogEndpoints.suggest, { query: { keyword: trimmed } }));
      if (ctrl.signal.aborted) return;
      setSuggest({ keyword: trimmed, suggestions: data?.suggestions ?? [], products: data?.products ?? [] });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [open, trimmed]);

  const go = (k: string) => {
    const kw = k.trim().slice(0, LIMITS.searchKeywordMax);
    if (!kw) {
      inputRef.current?.focus();
      return;
    }
    setRecent(addRecentSearch(kw));
    onClose();
    setKeyword('');
    navigate(searchPath(kw));
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    go(keyword);
  };
  const chip = (k: string, icon: React.ReactNode) => (
    <li key={k}>
      <a
        href={searchPath(k)}
        className={styles.chip}
        onClick={(e) => {
          e.preventDefault();
          go(k);
        }}
      >
        {icon}
        {k}
      </a>
    </li>
  );

  return (
    <Dialog open={open} onClose={onClose} title="搜索" hideTitle variant="search" testId="search-overlay">
      <form role="search" className={styles.form} onSubmit={onSubmit} action="/search">
        <SearchIcon className={styles.formIcon} />
        <input
          ref={inputRef}
          className={styles.input}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          name="keyword"
          aria-label="搜索商品"
          autoComplete="off"
          maxLength={LIMITS.searchKeywordMax}
          placeholder={placeholder}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value.slice(0, LIMITS.searchKeywordMax))}
          data-testid="search-input"
        />
        {keyword ? (
          <button
            type="button"
            className={styles.clear}
            aria-label="清空搜索内容"
            onClick={() => {
              setKeyword('');
              inputRef.current?.focus();
            }}
            data-testid="search-clear"
          >
            <CloseIcon size={16} />
          </button>
        ) : null}
        <button type="submit" className={`btn btn-primary ${styles.submit}`}>
          搜索
        </button>
      </form>

      <div className={styles.results} aria-live="polite">
        {!trimmed ? (
          <>
            {recent.length > 0 ? (
              <section className={styles.section} data-testid="search-recent">
                <div className={styles.sectionHead}>
                  <h3 className={styles.sectionTitle}>最近搜索</h3>
                  <button
                    type="button"
                    className={styles.textButton}
                    onClick={() => {
                      clearRecentSearches();
                      setRecent([]);
                    }}
                  >
                    清除
                  </button>
                </div>
                <ul className={styles.chips}>{recent.map((k) => chip(k, <ClockIcon size={14} />))}</ul>
              </section>
            ) : null}
            {hot.length > 0 ? (
              <section className={styles.section} data-testid="search-popular">
                <h3 className={styles.sectionTitle}>热门搜索</h3>
                <ul className={styles.chips}>{hot.map((k) => chip(k, <TrendIcon size={14} />))}</ul>
              </section>
            ) : null}
          </>
        ) : suggest && suggest.keyword === trimmed ? (
          <>
            <section className={styles.section} data-testid="search-suggestions">
              <h3 className={styles.sectionTitle}>搜索建议</h3>
              {suggest.suggestions.length > 0 ? (
                <ul className={styles.suggestions}>
                  {suggest.suggestions.map((s) => (
                    <li key={s}>
                      <a
                        href={searchPath(s)}
                        className={styles.suggestion}
                        onClick={(e) => {
                          e.preventDefault();
                          go(s);
                        }}
                      >
                        <SearchIcon size={16} />
                        <span>
                          <Highlight text={s} part={trimmed} />
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.empty} data-testid="search-no-suggestions">
                  无相关建议
                </p>
              )}
            </section>
            {suggest.products.length > 0 ? (
              <section className={styles.section} data-testid="search-products">
                <h3 className={styles.sectionTitle}>相关产品</h3>
                <ul className={styles.products}>
                  {suggest.products.slice(0, 4).map((p) => (
                    <li key={p.skuCode}>
                      <Link to={p.url} className={styles.product} onClick={onClose}>
                        <span className={styles.productImg}>{p.image ? <img src={p.image} alt="" loading="lazy" decoding="async" /> : null}</span>
                        <span className={styles.productName}>{p.name}</span>
                        <span className={styles.productPrice}>{formatYuan(p.price, { decimals: 'trim' })}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
