/**
 * Listing filters as plain links and one GET form (work without JS): category, price range
 * (facets, plus a custom range in yuan), key attributes. Every link keeps the other state.
 */
import { Form, Link } from 'react-router';
import type { ListingResult } from '@shop/contracts/catalog';
import { formatAttrs, hrefWith, toggleAttr, type ListingState } from '../routes/catalog/listing-params';
import styles from './components.module.css';

interface Props {
  pathname: string;
  state: ListingState;
  facets: ListingResult['facets'];
  /** Where a category facet leads (listing: another path; search: ?category=). Null: no category facet. */
  categoryHref: ((code: string | null) => string) | null;
  currentCategory?: string;
}

export function Filters({ pathname, state, facets, categoryHref, currentCategory }: Props) {
  const priceActive = state.minPrice != null || state.maxPrice != null;
  return (
    <div className={styles.filters} data-testid="filters">
      {categoryHref && facets.categories.length > 0 ? (
        <section className={styles.facet}>
          <h2 className={styles.facetTitle}>分类</h2>
          <ul className={styles.facetList}>
            <li>
              <Link to={categoryHref(null)} preventScrollReset className={styles.facetLink} aria-current={!currentCategory ? 'true' : undefined}>
                全部
              </Link>
            </li>
            {facets.categories.map((c) => (
              <li key={c.value}>
                <Link
                  to={categoryHref(c.value)}
                  preventScrollReset
                  className={styles.facetLink}
                  aria-current={currentCategory === c.value ? 'true' : undefined}
                  data-testid="facet-category"
                >
                  {c.label}
                  <span className={styles.facetCount}>{c.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.facet}>
        <h2 className={styles.facetTitle}>价格</h2>
        <ul className={styles.facetList}>
          <li>
            <Link
              to={hrefWith(pathname, state, { minPrice: undefined, maxPrice: undefined })}
              preventScrollReset
              className={styles.facetLink}
              aria-current={!priceActive ? 'true' : undefined}
            >
              不限
            </Link>
          </li>
          {facets.priceRanges.map((r) => {
            if (r.count === 0) return null;
            const min = Math.floor(r.min / 100);
            const max = r.max == null ? undefined : Math.floor(r.max / 100);
            const on = state.minPrice === (min || undefined) && state.maxPrice === max && priceActive;
            return (
              <li key={r.label}>
                <Link
                  to={hrefWith(pathname, state, { minPrice: min > 0 ? min : undefined, maxPrice: max })}
                  preventScrollReset
                  className={styles.facetLink}
                  aria-current={on ? 'true' : undefined}
                  data-testid="facet-price"
                >
                  {r.label}
                  <span className={styles.facetCount}>{r.count}</span>
                </Link>
              </li>
            );
          })}
        </ul>
        <Form method="get" action={pathname} preventScrollReset className={styles.priceForm}>
          {state.category ? <input type="hidden" name="category" value={state.category} /> : null}
          {state.attrs.length ? <input type="hidden" name="attrs" value={formatAttrs(state.attrs)} /> : null}
          {state.sort !== 'default' ? <input type="hidden" name="sort" value={state.sort} /> : null}
          <label className="visually-hidden" htmlFor="price-min">
            最低价（元）
          </label>
          <input
            id="price-min"
            name="minPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="¥ 最低"
            defaultValue={state.minPrice ?? ''}
            className={styles.priceInput}
          />
          <span aria-hidden="true">–</span>
          <label className="visually-hidden" htmlFor="price-max">
            最高价（元）
          </label>
          <input
            id="price-max"
            name="maxPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="¥ 最高"
            defaultValue={state.maxPrice ?? ''}
            className={styles.priceInput}
          />
          <button type="submit" className={styles.priceGo}>
            确定
          </button>
        </Form>
      </section>

      {facets.attrs.map((a) => {
        const selected = state.attrs.find(([n]) => n === a.name)?.[1];
        return (
          <section className={styles.facet} key={a.name}>
            <h2 className={styles.facetTitle}>{a.name}</h2>
            <ul className={`${styles.facetList} ${styles.facetChips}`}>
              {a.values
                .filter((v) => v.count > 0 || selected === v.value)
                .map((v) => (
                  <li key={v.value}>
                    <Link
                      to={hrefWith(pathname, state, { attrs: toggleAttr(state, a.name, v.value) })}
                      preventScrollReset
                      className={styles.chip}
                      aria-current={selected === v.value ? 'true' : undefined}
                      data-testid="facet-attr"
                    >
                      {v.label}
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
