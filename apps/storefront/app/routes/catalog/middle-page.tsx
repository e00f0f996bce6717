/** /middlePage — the search landing: a big search box, popular searches, recent searches (localStorage). */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/middle-page';
import { cmsEndpoints } from '@shop/contracts/endpoint-refs/cms';
import { serverCaller } from '../../lib/api-call';
import { routeMeta } from '../../lib/meta';
import { safe } from './catalog.server';
import { clearRecentSearches, readRecentSearches, searchPath } from './listing-params';
import { SearchBox } from './SearchBox';
import styles from './catalog.module.css';

export const meta = routeMeta;

export async function loader({ context }: Route.LoaderArgs) {
  const hot = await safe<string[]>(serverCaller(context).get(cmsEndpoints.hotSearch), []);
  return { hot: Array.isArray(hot) ? hot.slice(0, 16) : [] };
}

export default function MiddlePage({ loaderData }: Route.ComponentProps) {
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(() => setRecent(readRecentSearches()), []);
  return (
    <div className={`${styles.page} ${styles.middle}`}>
      <h1 className={styles.middleTitle}>搜索</h1>
      <SearchBox autoFocus />
      {recent.length > 0 ? (
        <section className={styles.hotBlock} aria-labelledby="recent-title" data-testid="recent-searches">
          <div className={styles.blockHead}>
            <h2 id="recent-title" className={styles.blockTitle}>
              最近搜索
            </h2>
            <button
              type="button"
              className={styles.textButton}
              onClick={() => {
                clearRecentSearches();
                setRecent([]);
              }}
            >
              清除
            </button>
          </div>
          <ul className={styles.chips}>
            {recent.map((k) => (
              <li key={k}>
                <Link to={searchPath(k)} className={styles.chipLink}>
                  {k}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {loaderData.hot.length > 0 ? (
        <section className={styles.hotBlock} aria-labelledby="hot-title" data-testid="popular-searches">
          <h2 id="hot-title" className={styles.blockTitle}>
            热门搜索
          </h2>
          <ol className={styles.hotList}>
            {loaderData.hot.map((k, i) => (
              <li key={k}>
                <Link to={searchPath(k)} className={styles.hotLink}>
                  <span className={`${styles.hotRank} ${i < 3 ? styles.hotRankTop : ''}`} aria-hidden="true">
                    {i + 1}
                  </span>
                  {k}
                </Link>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
