/**
 * /shoppingMall/{about|process|preferential|paytype|invoice|distribution|aftersales|contact}
 * (spec 2.11): the shopping guide. One module for the eight pages; the page is the last path
 * segment. Side navigation on PC, a scrolling tab strip on phones; content from the API (the
 * version in force, with its effective date).
 */
import { data, Link } from 'react-router';
import type { Route } from './+types/guide';
import { helpCentreEndpoints } from '@shop/contracts/endpoint-refs/help-centre';
import { serverCaller } from '../../lib/api-call';
import { routeMeta } from '../../lib/meta';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { GuideContent } from './GuideContent';
import { GUIDE_CRUMB, HOME_CRUMB } from './help-crumbs';
import styles from './help.module.css';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split('/').filter(Boolean).pop() ?? '';
  const r = await serverCaller(context).call(helpCentreEndpoints.guidePage, { params: { slug } });
  if (!r.ok) {
    if (r.failure.status === 404) throw data(null, { status: 404 });
    throw data(null, { status: 503 });
  }
  return { page: r.data };
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const crumbs = [HOME_CRUMB, GUIDE_CRUMB, { name: page.title, path: `/shoppingMall/${page.slug}` }];
  return (
    <div className={styles.page} data-testid="guide-page" data-slug={page.slug}>
      <Breadcrumbs crumbs={crumbs} />
      <div className={styles.layout}>
        <nav className={styles.sideNav} aria-label="购物指南" data-testid="guide-nav">
          <p className={styles.sideNavTitle} aria-hidden="true">
            购物指南
          </p>
          <ul className={styles.sideNavList}>
            {page.nav.map((n) => (
              <li key={n.slug}>
                <Link
                  to={`/shoppingMall/${n.slug}`}
                  className={styles.sideNavLink}
                  aria-current={n.slug === page.slug ? 'page' : undefined}
                  preventScrollReset={false}
                  data-testid={`guide-tab-${n.slug}`}
                >
                  {n.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <article className={styles.article} aria-labelledby="guide-title">
          <header className={styles.articleHead}>
            <h1 id="guide-title" className={styles.title}>
              {page.title}
            </h1>
            <p className={styles.summary}>{page.summary}</p>
            <p className={styles.version} data-testid="guide-version">
              版本 {page.version} · {page.effectiveDate} 起生效
            </p>
          </header>
          <GuideContent sections={page.sections} idPrefix={page.slug} />
          <aside className={styles.moreHelp} aria-label="更多帮助">
            <p>没有找到答案？</p>
            <Link to="/faq" className="btn">
              查看常见问题
            </Link>
            {page.slug !== 'contact' ? (
              <Link to="/shoppingMall/contact" className="btn">
                联系客服
              </Link>
            ) : null}
          </aside>
        </article>
      </div>
    </div>
  );
}
