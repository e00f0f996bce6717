/**
 * /list/:scucode?/:skucode?/:spuIcon? — the product listing (issue #3). `scucode` is the
 * category code; `skucode`, when it names a second-level category, narrows to it; `spuIcon`
 * is accepted and ignored. All filter state is in the query (see listing-params.ts).
 */
import { data, redirect } from 'react-router';
import type { Route } from './+types/list';
import { catalogEndpoints } from '@shop/contracts/endpoint-refs/catalog';
import { serverCaller } from '../../lib/api-call';
import { JsonLd, breadcrumbLd, itemListLd } from '../../components/JsonLd';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { fetchTree, findCategory, loadListing } from './catalog.server';
import { parseListingState, toQuery } from './listing-params';
import { metaWithTitle } from './catalog-meta';
import { ListingView } from './ListingView';
import styles from './catalog.module.css';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (context.settings.mainSiteUrl) throw redirect(context.settings.mainSiteUrl);
  const url = new URL(request.url);
  const api = serverCaller(context);
  const state = parseListingState(url.searchParams);
  const tree = await fetchTree(api);
  // The second segment narrows to a level-2 category when it is one; otherwise the first is used.
  const second = findCategory(tree, params.skucode);
  const code = second ? params.skucode : params.scucode;
  const found = findCategory(tree, code);
  const listing = await loadListing(api, catalogEndpoints.list, { ...state, category: undefined }, { category: code });
  if (listing.status === 404 || (code && tree.length > 0 && !found && listing.result.total === 0)) {
    throw data(null, { status: 404 });
  }
  const origin = context.request.origin;
  const title = found?.node.name ?? '全部商品';
  const crumbs = [{ name: '首页', path: '/' }];
  if (found?.parent) crumbs.push({ name: found.parent.name, path: `/list/${found.parent.code}` });
  crumbs.push({ name: title, path: found ? `/list/${found.node.code}` : '/list' });
  return {
    title,
    code: found?.node.code ?? code ?? null,
    pathname: url.pathname,
    state: { ...listing.applied, category: undefined },
    result: listing.result,
    notice: listing.notice,
    crumbs,
    filtersOpen: context.request.device === 'pc',
    jsonLd: [itemListLd(origin, title, listing.result.items, (listing.result.page - 1) * listing.result.pageSize + 1), breadcrumbLd(origin, crumbs)],
  };
}

export const meta: Route.MetaFunction = (args) => metaWithTitle(args, args.data?.title === '全部商品' ? null : args.data?.title);

export default function List({ loaderData }: Route.ComponentProps) {
  const { title, pathname, state, result, notice, crumbs, jsonLd, filtersOpen } = loaderData;
  const query = toQuery({ ...state, category: undefined, page: 1 });
  return (
    <div className={styles.page}>
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.head}>
        <h1 className={styles.title} data-testid="listing-title">
          {title}
        </h1>
      </header>
      <ListingView
        pathname={pathname}
        state={state}
        result={result}
        notice={notice}
        filtersOpen={filtersOpen}
        currentCategory={loaderData.code ?? undefined}
        categoryHref={(c) => `${c ? `/list/${encodeURIComponent(c)}` : '/list'}${query}`}
      />
      {jsonLd.map((d, i) => (
        <JsonLd key={i} data={d} />
      ))}
    </div>
  );
}
