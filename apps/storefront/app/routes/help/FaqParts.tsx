/** Parts shared by the FAQ pages: the search form and the category navigation. */
import { Form, Link } from 'react-router';
import type { FaqCategory } from '@shop/contracts/help-centre';
import { FAQ_SEARCH_MAX } from '@shop/contracts/help-centre-limits';
import styles from './help.module.css';

export function FaqSearchForm({ defaultValue = '', error }: { defaultValue?: string; error?: string }) {
  return (
    <Form method="get" action="/faq" role="search" className={styles.search} data-testid="faq-search">
      <label htmlFor="faq-q" className={styles.searchLabel}>
        搜索常见问题
      </label>
      <div className={styles.searchRow}>
        <input
          id="faq-q"
          name="q"
          type="search"
          defaultValue={defaultValue}
          maxLength={FAQ_SEARCH_MAX}
          placeholder="输入问题关键词，如：发票、分期、退货"
          className={styles.searchInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'faq-q-error' : undefined}
          enterKeyHint="search"
        />
        <button type="submit" className="btn btn-primary">
          搜索
        </button>
      </div>
      {error ? (
        <p id="faq-q-error" className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

export function FaqCategoryNav({ categories, current }: { categories: FaqCategory[]; current?: string }) {
  return (
    <nav className={styles.sideNav} aria-label="问题分类" data-testid="faq-nav">
      <p className={styles.sideNavTitle} aria-hidden="true">
        问题分类
      </p>
      <ul className={styles.sideNavList}>
        <li>
          <Link to="/faq" className={styles.sideNavLink}>
            全部分类
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <Link to={`/faq/${c.id}`} className={styles.sideNavLink} aria-current={c.id === current ? 'page' : undefined}>
              {c.name}
              <span className={styles.count}>（{c.questionCount}）</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ContactStrip() {
  return (
    <aside className={styles.moreHelp} aria-label="更多帮助">
      <p>仍未解决您的问题？</p>
      <Link to="/shoppingMall/contact" className="btn">
        联系客服
      </Link>
      <Link to="/shoppingMall/about" className="btn">
        购物指南
      </Link>
    </aside>
  );
}
