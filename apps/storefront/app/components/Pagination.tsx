/** Page links (plain links: no JS needed); the current page is marked aria-current. */
import { Link } from 'react-router';
import styles from './components.module.css';

function pages(current: number, last: number): (number | '…')[] {
  const out: (number | '…')[] = [];
  const keep = new Set([1, last, current - 1, current, current + 1]);
  for (let p = 1; p <= last; p++) {
    if (keep.has(p)) out.push(p);
    else if (out[out.length - 1] !== '…') out.push('…');
  }
  return out;
}

export function Pagination({ page, total, pageSize, hrefFor }: { page: number; total: number; pageSize: number; hrefFor: (page: number) => string }) {
  const last = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (last <= 1) return null;
  const current = Math.min(Math.max(1, page), last);
  return (
    <nav className={styles.pager} aria-label="分页" data-testid="pagination">
      {current > 1 ? (
        <Link to={hrefFor(current - 1)} className={styles.pagerStep} rel="prev">
          上一页
        </Link>
      ) : (
        <span className={`${styles.pagerStep} ${styles.pagerOff}`} aria-hidden="true">
          上一页
        </span>
      )}
      <ol className={styles.pagerList}>
        {pages(current, last).map((p, i) =>
          p === '…' ? (
            <li key={`gap-${i}`} className={styles.pagerGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link to={hrefFor(p)} className={styles.pagerPage} aria-current={p === current ? 'page' : undefined} aria-label={`第 ${p} 页`}>
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < last ? (
        <Link to={hrefFor(current + 1)} className={styles.pagerStep} rel="next">
          下一页
        </Link>
      ) : (
        <span className={`${styles.pagerStep} ${styles.pagerOff}`} aria-hidden="true">
          下一页
        </span>
      )}
    </nav>
  );
}
