/**
 * /faq (spec 2.11): the FAQ home — search (server-side, ?q=), the categories with their first
 * questions, popular questions; with ?q= the search results instead.
 */
import { data, Link } from 'react-router';
import type { Route } from './+types/faq';
import { helpCentreEndpoints } from '@shop/contracts/endpoint-refs/help-centre';
import type { FaqHome as FaqHomeData, FaqSearchResult } from '@shop/contracts/help-centre';
import { serverCaller } from '../../lib/api-call';
import { routeMeta } from '../../lib/meta';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { ContactStrip, FaqSearchForm } from './FaqParts';
import { FAQ_CRUMB, HOME_CRUMB } from './help-crumbs';
import styles from './help.module.css';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverCaller(context);
  const q = new URL(request.url).searchParams.get('q');
  if (q !== null) {
    const r = await api.call(helpCentreEndpoints.faqSearch, { query: { q } });
    if (r.ok) return { kind: 'search' as const, q, search: r.data, error: null };
    if (r.failure.status === 400) return { kind: 'search' as const, q, search: null, error: r.failure.message };
    throw data(null, { status: 503 });
  }
  const r = await api.call(helpCentreEndpoints.faqHome);
  if (!r.ok) throw data(null, { status: 503 });
  return { kind: 'home' as const, home: r.data };
}

export default function FaqHome({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page} data-testid="faq-page">
      <Breadcrumbs crumbs={[HOME_CRUMB, FAQ_CRUMB]} />
      <header className={styles.hero}>
        <h1 className={styles.title}>常见问题</h1>
        <p className={styles.summary}>购物、支付、配送、售后、发票与账户的常见问题解答。</p>
        <FaqSearchForm
          defaultValue={loaderData.kind === 'search' ? loaderData.q : ''}
          error={loaderData.kind === 'search' ? (loaderData.error ?? undefined) : undefined}
        />
      </header>
      {loaderData.kind === 'search' ? <SearchResults q={loaderData.q} search={loaderData.search} /> : <Home home={loaderData.home} />}
      <ContactStrip />
    </div>
  );
}

function SearchResults({ q, search }: { q: string; search: FaqSearchResult | null }) {
  if (!search) return null;
  return (
    <section className={styles.section} aria-labelledby="faq-results-title" data-testid="faq-results">
      <h2 id="faq-results-title" className={styles.sectionTitle} aria-live="polite">
        {search.total > 0 ? `“${q}”共找到 ${search.total} 个相关问题` : `没有找到与“${q}”相关的问题`}
      </h2>
      {search.total > 0 ? (
        <ul className={styles.resultList}>
          {search.results.map((r) => (
            <li key={r.id} className={styles.result}>
              <Link to={`/faq/${r.categoryId}/${r.id}`} className={styles.resultLink}>
                {r.question}
              </Link>
              <p className={styles.resultExcerpt}>{r.excerpt}</p>
              <span className={styles.tag}>{r.categoryName}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.para}>
          请尝试更换或减少关键词，或 <Link to="/faq">浏览全部分类</Link>。
        </p>
      )}
    </section>
  );
}

function Home({ home }: { home: FaqHomeData }) {
  return (
    <>
      {home.popular.length > 0 ? (
        <section className={styles.section} aria-labelledby="faq-popular-title">
          <h2 id="faq-popular-title" className={styles.sectionTitle}>
            热门问题
          </h2>
          <ul className={styles.popular} data-testid="faq-popular">
            {home.popular.map((q) => (
              <li key={q.id}>
                <Link to={`/faq/${q.categoryId}/${q.id}`}>{q.question}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="faq-categories-title">
        <h2 id="faq-categories-title" className={styles.sectionTitle}>
          问题分类
        </h2>
        <ul className={styles.categoryGrid} data-testid="faq-categories">
          {home.categories.map((c) => (
            <li key={c.id} className={styles.categoryCard}>
              <h3 className={styles.categoryName}>
                <Link to={`/faq/${c.id}`}>{c.name}</Link>
              </h3>
              <p className={styles.categoryDesc}>{c.description}</p>
              <ul className={styles.categoryTop}>
                {c.top.map((q) => (
                  <li key={q.id}>
                    <Link to={`/faq/${c.id}/${q.id}`}>{q.question}</Link>
                  </li>
                ))}
              </ul>
              <Link to={`/faq/${c.id}`} className={styles.more} aria-label={`查看${c.name}的全部${c.questionCount}个问题`}>
                全部 {c.questionCount} 个问题
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
