/**
 * /contrast and /TVcontrast — compare up to four products of one category side by side.
 * The selection lives in the address (?cat=smartphones&skus=a,b,c): shareable, kept on reload,
 * rendered on the server. /TVcontrast is fixed to televisions; /contrast has a category switch.
 */
import { data, Link, useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/compare';
import { compareEndpoints } from '@shop/contracts/endpoint-refs/compare';
import { ApiError } from '../../lib/api-client';
import { serverCaller, type DataCaller } from '../../lib/api-call';
import { routeMeta } from '../../lib/meta';
import { fetchTree } from '../catalog/catalog.server';
import {
  compareHref,
  comparableCategories,
  DEFAULT_CATEGORY,
  parseSelection,
  TV_CATEGORY,
  type CompareCandidate,
  type CompareCategory,
  type CompareInfo,
} from './compare-data';
import { ComparePicker } from './ComparePicker';
import { CompareTable } from './CompareTable';
import styles from './compare.module.css';

export const meta = routeMeta;

async function candidates(api: DataCaller, cat: CompareCategory): Promise<CompareCandidate[]> {
  return api
    .get(compareEndpoints.baseInfo, { params: { catgLvlOneCd: cat.parentCode, catgLvlTowCd: cat.code } })
    .then((r) => r.products)
    .catch(() => []);
}

const holds = (list: CompareCandidate[], code: string) => list.some((p) => p.skuCode === code || p.spuCode === code);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tv = url.pathname.toLowerCase().startsWith('/tvcontrast');
  const api = serverCaller(context);
  const categories = comparableCategories(await fetchTree(api));
  const selection = parseSelection(url.searchParams.get('skus'));
  const wanted = tv ? TV_CATEGORY : (url.searchParams.get('cat') ?? '');
  let category = categories.find((c) => c.code === wanted) ?? null;
  let list: CompareCandidate[] = [];
  if (category) {
    list = await candidates(api, category);
  } else {
    // No (valid) category in a shared link: use the one that holds the first chosen product.
    const fallback = categories.find((c) => c.code === DEFAULT_CATEGORY) ?? categories[0] ?? null;
    if (fallback) {
      category = fallback;
      list = await candidates(api, fallback);
      if (selection.length && !holds(list, selection[0])) {
        const others = categories.filter((c) => c !== fallback);
        const lists = await Promise.all(others.map((c) => candidates(api, c)));
        const i = lists.findIndex((l) => holds(l, selection[0]));
        if (i >= 0) {
          category = others[i];
          list = lists[i];
        }
      }
    }
  }

  let info: CompareInfo | null = null;
  let error: string | null = null;
  if (selection.length >= 2) {
    try {
      info = await api.get(compareEndpoints.compare, { params: { x: selection.join(',') } });
    } catch (e) {
      error = e instanceof ApiError ? e.displayMessage : '对比信息加载失败，请稍后重试。';
    }
  }
  const chosen = selection.map((code) => list.find((p) => p.skuCode === code || p.spuCode === code)).filter((p): p is CompareCandidate => Boolean(p));
  const status = category ? 200 : 404;
  return data({ tv, pathname: url.pathname, categories: tv ? [] : categories, category, list, selection, chosen, info, error }, { status });
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { tv, pathname, categories, category, list, selection, chosen, info, error } = loaderData;
  const navigate = useNavigate();
  const location = useLocation();
  const cat = tv ? null : (category?.code ?? null);
  const go = (skus: string[]) => navigate(compareHref(pathname, cat, skus), { preventScrollReset: true, replace: false });
  const add = (code: string) => go([...selection, code]);
  const remove = (code: string) => go(selection.filter((c) => c !== code));

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{tv ? '电视对比' : '产品对比'}</h1>
        <p className={styles.lead}>选择同一品类的 2–4 款产品，查看参数差异</p>
      </header>

      {!tv && categories.length > 0 ? (
        <nav aria-label="对比品类" className={styles.cats}>
          {categories.map((c) => (
            <Link
              key={c.code}
              to={compareHref(pathname, c.code, [])}
              className={styles.cat}
              aria-current={c.code === category?.code ? 'page' : undefined}
              data-testid="compare-category"
              preventScrollReset
            >
              {c.name}
            </Link>
          ))}
        </nav>
      ) : tv ? (
        <p className={styles.muted}>
          <Link to="/contrast" className={styles.link}>
            对比其他品类产品
          </Link>
        </p>
      ) : null}

      {!category ? (
        <p className={styles.notice} role="alert">
          暂无可对比的品类。
        </p>
      ) : null}

      {error ? (
        <p className={styles.notice} role="alert" data-testid="compare-error">
          {error}
        </p>
      ) : null}

      {info && info.products.length >= 2 ? (
        <CompareTable info={info} selection={selection} onRemove={remove} key={location.search} />
      ) : chosen.length > 0 ? (
        <section className={styles.pending} aria-label="已选产品" data-testid="compare-pending">
          <ul className={styles.pendingList}>
            {chosen.map((p) => (
              <li key={p.skuCode} className={styles.pendingItem}>
                {p.image ? <img src={p.image} alt="" width={64} height={64} /> : null}
                <span>{p.name}</span>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`移除 ${p.name}`}
                  onClick={() => remove(selection.find((c) => c === p.skuCode || c === p.spuCode) ?? p.skuCode)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <p className={styles.muted}>请再选择至少 1 款产品开始对比。</p>
        </section>
      ) : null}

      {category ? <ComparePicker category={category} list={list} selection={selection} onAdd={add} onRemove={remove} /> : null}
    </div>
  );
}
