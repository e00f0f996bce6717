/** /sitemap — every category and the main sections, services and agreements, grouped. */
import { Link } from 'react-router';
import type { Route } from './+types/sitemap';
import { serverCaller } from '../../lib/api-call';
import { routeMeta } from '../../lib/meta';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { JsonLd, breadcrumbLd } from '../../components/JsonLd';
import { fetchTree } from '../catalog/catalog.server';
import { SITEMAP_GROUPS } from './sitemap-links';
import styles from './sitemap.module.css';

export const meta = routeMeta;

const CRUMBS = [
  { name: '首页', path: '/' },
  { name: '网站地图', path: '/sitemap' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const tree = await fetchTree(serverCaller(context));
  return {
    categories: tree.map((c) => ({ code: c.code, name: c.name, children: (c.children ?? []).map((d) => ({ code: d.code, name: d.name })) })),
    jsonLd: breadcrumbLd(context.request.origin, CRUMBS),
  };
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { categories, jsonLd } = loaderData;
  return (
    <div className={styles.page}>
      <Breadcrumbs crumbs={CRUMBS} />
      <h1 className={styles.title}>网站地图</h1>
      {categories.length > 0 ? (
        <section aria-labelledby="sm-categories" className={styles.group} data-testid="sitemap-categories">
          <h2 id="sm-categories" className={styles.groupTitle}>
            商品分类
          </h2>
          <div className={styles.categoryGrid}>
            {categories.map((c) => (
              <div key={c.code} className={styles.category}>
                <h3 className={styles.categoryTitle}>
                  <Link to={`/list/${c.code}`}>{c.name}</Link>
                </h3>
                {c.children.length > 0 ? (
                  <ul className={styles.links}>
                    {c.children.map((d) => (
                      <li key={d.code}>
                        <Link to={`/list/${d.code}`}>{d.name}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ))}
          </div>
        </section>
      ) : null}
      <div className={styles.groups}>
        {SITEMAP_GROUPS.map((g, i) => (
          <section key={g.title} aria-labelledby={`sm-group-${i}`} className={styles.group}>
            <h2 id={`sm-group-${i}`} className={styles.groupTitle}>
              {g.title}
            </h2>
            <ul className={styles.links}>
              {g.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className={styles.xmlNote}>
        搜索引擎可使用 <a href="/sitemap.xml">sitemap.xml</a>
      </p>
      <JsonLd data={jsonLd} />
    </div>
  );
}
