/**
 * /search/:keyword? — search results with the listing's filters, sort and pages; the
 * no-result page when nothing matches. `?keyword=` (a plain GET form) is moved into the path;
 * a keyword over 64 characters is cut to 64 (spec 5) by a redirect; no keyword: the middle page.
 */
import { useEffect } from 'react';
import { Link, redirect } from 'react-router';
import type { ProductCard } from '@shop/contracts/catalog';
import type { Route } from './+types/search';
import { catalogEndpoints } from '@shop/contracts/endpoint-refs/catalog';
import { cmsEndpoints } from '@shop/contracts/endpoint-refs/cms';
import { serverCaller } from '../../lib/api-call';
import { JsonLd, breadcrumbLd, itemListLd } from '../../components/JsonLd';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { ProductGrid } from '../../components/ProductCard';
import { fetchNewRec, loadListing, safe } from './catalog.server';
import { normalizeKeyword, parseListingState, rememberSearch, searchPath, toQuery } from './listing-params';
import { metaWithTitle } from './catalog-meta';
import { ListingView } from './ListingView';
import { SearchBox } from './SearchBox';
import styles from './catalog.module.css';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const fromQuery = url.searchParams.get('keyword');
  const raw = params.keyword ?? fromQuery ?? '';
  const keyword = normalizeKeyword(raw);
  if (context.settings.mainSiteUrl) {
    throw redirect(`${context.settings.mainSiteUrl.replace(/\/$/, '')}/search/?searchvalue=${encodeURIComponent(keyword)}`);
  }
  if (!keyword) throw redirect('/middlePage');
  const state = parseListingState(url.searchParams);
  // One address per search: the keyword in the path, cut to 64, the other state in the query.
  if (fromQuery != null || keyword !== params.keyword) {
    throw redirect(`${searchPath(keyword)}${toQuery(state)}`);
  }
  const api = serverCaller(context);
  const listing = await loadListing(api, catalogEndpoints.search, state, { keyword, category: state.category });
  let hot: string[] = [];
  let hotProducts: ProductCard[] = [];
  if (listing.result.total === 0) {
    const [h, rec] = await Promise.all([safe<string[]>(api.get(cmsEndpoints.hotSearch), []), fetchNewRec(api, context.request.env)]);
    hot = Array.isArray(h) ? h.slice(0, 12) : [];
    hotProducts = rec.hotProducts.slice(0, 8);
  }
  const origin = context.request.origin;
  const title = `“${keyword}”的搜索结果`;
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '搜索', path: '/middlePage' },
    { name: title, path: searchPath(keyword) },
  ];
  return {
    keyword,
    title,
    pathname: url.pathname,
    state: listing.applied,
    result: listing.result,
    notice: listing.notice,
    hot,
    hotProducts,
    crumbs,
    filtersOpen: context.request.device === 'pc',
    jsonLd: [itemListLd(origin, title, listing.result.items, (listing.result.page - 1) * listing.result.pageSize + 1), breadcrumbLd(origin, crumbs)],
  };
}

export const meta: Route.MetaFunction = (args) => metaWithTitle(args, args.data?.title);

export function NoResult({ keyword, hot, hotProducts }: { keyword: string; hot: string[]; hotProducts: ProductCard[] }) {
  return (
    <section className={styles.noResult} data-testid="no-result" aria-labelledby="no-result-title">
      <h2 id="no-result-title" className={styles.noResultTitle}>
        没有找到与“{keyword}”相关的商品
      </h2>
      <p className={styles.emptyText}>请检查输入是否有误，或换个关键词试试。</p>
      {hot.length > 0 ? (
        <div className={styles.hotBlock}>
          <h3 className={styles.blockTitle}>热门搜索</h3>
          <ul className={styles.chips} data-testid="popular-searches">
            {hot.map((k) => (
              <li key={k}>
                <Link to={searchPath(k)} className={styles.chipLink}>
                  {k}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {hotProducts.length > 0 ? (
        <div className={styles.hotBlock}>
          <h3 className={styles.blockTitle}>热销商品</h3>
          <ProductGrid products={hotProducts} />
        </div>
      ) : null}
    </section>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { keyword, title, pathname, state, result, notice, hot, hotProducts, crumbs, jsonLd, filtersOpen } = loaderData;
  useEffect(() => {
    rememberSearch(keyword);
  }, [keyword]);
  const rest = toQuery({ ...state, category: undefined, page: 1 });
  const sep = rest ? '&' : '?';
  return (
    <div className={styles.page}>
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.head}>
        <h1 className={styles.title} data-testid="search-title">
          {title}
        </h1>
        <SearchBox key={keyword} defaultValue={keyword} compact />
      </header>
      <ListingView
        pathname={pathname}
        state={state}
        result={result}
        notice={notice}
        filtersOpen={filtersOpen}
        currentCategory={state.category}
        categoryHref={(c) => (c ? `${pathname}${rest}${sep}category=${encodeURIComponent(c)}` : `${pathname}${rest}`)}
        emptyWithoutFilters={<NoResult keyword={keyword} hot={hot} hotProducts={hotProducts} />}
      />
      {jsonLd.map((d, i) => (
        <JsonLd key={i} data={d} />
      ))}
    </div>
  );
}
