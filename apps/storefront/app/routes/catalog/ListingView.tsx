/** The body shared by listing, search and the mobile category page: filters, sort, grid, pages. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListingResult } from '@shop/contracts/catalog';
import { Filters } from '../../components/Filters';
import { Pagination } from '../../components/Pagination';
import { ProductGrid } from '../../components/ProductCard';
import { SortBar } from '../../components/SortBar';
import { hasFilters, hrefWith, type ListingState } from './listing-params';
import styles from './catalog.module.css';

interface Props {
  pathname: string;
  state: ListingState;
  result: ListingResult;
  notice: string | null;
  categoryHref: ((code: string | null) => string) | null;
  currentCategory?: string;
  /** Shown instead of the grid when nothing is found without filters (search: no-result page). */
  emptyWithoutFilters?: ReactNode;
  showFilters?: boolean;
  /** Filters start open (desktop); on phones they fold behind 筛选. */
  filtersOpen?: boolean;
}

export function ListingView({
  pathname,
  state,
  result,
  notice,
  categoryHref,
  currentCategory,
  emptyWithoutFilters,
  showFilters = true,
  filtersOpen = false,
}: Props) {
  const filtered = hasFilters(state, Boolean(categoryHref) && pathname.startsWith('/search'));
  const clearHref = hrefWith(pathname, state, { minPrice: undefined, maxPrice: undefined, attrs: [], category: undefined, sort: state.sort });
  const empty = result.items.length === 0;
  const hasFacets = result.facets.priceRanges.length > 0 || result.facets.attrs.length > 0 || result.facets.categories.length > 0;

  // Nothing found for the search itself: the no-result page, without filters and sort.
  if (empty && !filtered && emptyWithoutFilters && !notice) return <>{emptyWithoutFilters}</>;

  return (
    <div className={`${styles.listing} ${showFilters ? '' : styles.listingNoAside}`}>
      {showFilters ? (
        <aside className={styles.aside} aria-label="筛选">
          <details className={styles.filterDisclosure} open={filtersOpen} data-testid="filter-disclosure">
            <summary className={styles.filterSummary}>筛选{filtered ? <span className={styles.filterDot}>已选</span> : null}</summary>
            <div className={styles.filterBody}>
              {hasFacets || filtered ? (
                <Filters pathname={pathname} state={state} facets={result.facets} categoryHref={categoryHref} currentCategory={currentCategory} />
              ) : null}
              {filtered ? (
                <Link to={clearHref} className={styles.clearLink} preventScrollReset>
                  清除筛选
                </Link>
              ) : null}
            </div>
          </details>
        </aside>
      ) : null}
      <div className={styles.results}>
        <div className={styles.toolbar}>
          <SortBar pathname={pathname} state={state} />
          <p className={styles.count} data-testid="result-count" aria-live="polite">
            共 <strong>{result.total}</strong> 件商品
          </p>
        </div>
        {notice ? (
          <p className={styles.notice} role="status" data-testid="listing-notice">
            {notice}
          </p>
        ) : null}
        {empty ? (
          filtered || !emptyWithoutFilters ? (
            <div className={styles.empty} data-testid="empty-result">
              <p className={styles.emptyTitle}>{filtered ? '没有符合筛选条件的商品' : '这里暂时还没有商品'}</p>
              <p className={styles.emptyText}>{filtered ? '换个条件试试，或清除筛选查看全部商品。' : '去看看其他分类吧。'}</p>
              {filtered ? (
                <Link to={clearHref} className="btn btn-primary" data-testid="clear-filters">
                  清除筛选
                </Link>
              ) : (
                <Link to="/" className="btn btn-primary">
                  返回首页
                </Link>
              )}
            </div>
          ) : (
            emptyWithoutFilters
          )
        ) : (
          <>
            <ProductGrid products={result.items} eagerCount={4} />
            <Pagination page={result.page} total={result.total} pageSize={result.pageSize} hrefFor={(p) => hrefWith(pathname, state, { page: p })} />
          </>
        )}
      </div>
    </div>
  );
}
