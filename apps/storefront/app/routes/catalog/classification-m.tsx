/**
 * /classificationM/:scucode?/:skucode? — the mobile category page: level-1 rail on the left;
 * the selected level-1's level-2 entries and its products (sort and pages in the query).
 */
import { data, Link } from 'react-router';
import type { Route } from './+types/classification-m';
import { catalogEndpoints } from '@shop/contracts/endpoint-refs/catalog';
import { serverCaller } from '../../lib/api-call';
import { routeMeta } from '../../lib/meta';
import { ProductGrid } from '../../components/ProductCard';
import { Pagination } from '../../components/Pagination';
import { SortBar } from '../../components/SortBar';
import { fetchTree, findCategory, loadListing } from './catalog.server';
import { hrefWith, parseListingState } from './listing-params';
import styles from './catalog.module.css';

export const meta = routeMeta;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const api = serverCaller(context);
  const tree = await fetchTree(api);
  const level1 = params.scucode ? tree.find((c) => c.code === params.scucode) : tree[0];
  if (params.scucode && tree.length > 0 && !level1) throw data(null, { status: 404 });
  const level2 = params.skucode ? findCategory(level1?.children ?? [], params.skucode)?.node : undefined;
  const state = { ...parseListingState(url.searchParams), minPrice: undefined, maxPrice: undefined, attrs: [], category: undefined };
  const code = level2?.code ?? level1?.code;
  const listing = code ? await loadListing(api, catalogEndpoints.list, state, { category: code }) : null;
  return {
    rail: tree.map((c) => ({ code: c.code, name: c.name })),
    current: level1
      ? { code: level1.code, name: level1.name, children: (level1.children ?? []).map((d) => ({ code: d.code, name: d.name, icon: d.icon })) }
      : null,
    level2: level2?.code ?? null,
    pathname: url.pathname,
    state: listing?.applied ?? state,
    result: listing?.result ?? null,
    notice: listing?.notice ?? (tree.length === 0 ? '分类暂时无法加载，请稍后刷新重试。' : null),
  };
}

export default function ClassificationM({ loaderData }: Route.ComponentProps) {
  const { rail, current, level2, pathname, state, result, notice } = loaderData;
  return (
    <div className={styles.classify}>
      <h1 className="visually-hidden">商品分类</h1>
      <nav className={styles.rail} aria-label="一级分类">
        <ul>
          {rail.map((c) => (
            <li key={c.code}>
              <Link
                to={`/classificationM/${c.code}`}
                className={styles.railLink}
                aria-current={current?.code === c.code ? 'page' : undefined}
                preventScrollReset
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.classifyMain}>
        {current ? (
          <>
            <h2 className={styles.classifyTitle}>{current.name}</h2>
            {current.children.length > 0 ? (
              <ul className={styles.subGrid} aria-label={`${current.name}的子分类`}>
                <li>
                  <Link to={`/classificationM/${current.code}`} className={styles.subLink} aria-current={!level2 ? 'true' : undefined}>
                    <span className={styles.subIconAll} aria-hidden="true">
                      全
                    </span>
                    全部
                  </Link>
                </li>
                {current.children.map((d) => (
                  <li key={d.code}>
                    <Link to={`/classificationM/${current.code}/${d.code}`} className={styles.subLink} aria-current={level2 === d.code ? 'true' : undefined}>
                      {d.icon ? <img src={d.icon} alt="" width={48} height={48} loading="lazy" className={styles.subIcon} /> : null}
                      {d.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
        {notice ? (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        ) : null}
        {result ? (
          <>
            <SortBar pathname={pathname} state={state} />
            {result.items.length > 0 ? (
              <>
                <ProductGrid products={result.items} eagerCount={2} className={styles.classifyGrid} />
                <Pagination page={result.page} total={result.total} pageSize={result.pageSize} hrefFor={(p) => hrefWith(pathname, state, { page: p })} />
              </>
            ) : (
              <p className={styles.emptyText}>该分类暂时还没有商品。</p>
            )}
          </>
        ) : null}
        {current ? (
          <p>
            <Link to={`/list/${level2 ?? current.code}`} className={styles.moreLink}>
              查看全部{current.name}商品 ›
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
