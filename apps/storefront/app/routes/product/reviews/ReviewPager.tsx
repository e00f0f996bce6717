/** Page buttons for the review list (the section pages in place, so no links). */
import styles from './reviews.module.css';

function pages(current: number, last: number): (number | '…')[] {
  const keep = new Set([1, last, current - 1, current, current + 1]);
  const out: (number | '…')[] = [];
  for (let p = 1; p <= last; p++) {
    if (keep.has(p)) out.push(p);
    else if (out[out.length - 1] !== '…') out.push('…');
  }
  return out;
}

export function ReviewPager({ page, last, onPage, busy }: { page: number; last: number; onPage(p: number): void; busy: boolean }) {
  if (last <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="评价分页" data-testid="reviews-pager">
      <button type="button" className={styles.pageBtn} disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        上一页
      </button>
      <ol className={styles.pageList}>
        {pages(page, last).map((p, i) =>
          p === '…' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.pageGap}>
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={styles.pageBtn}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`第 ${p} 页`}
                disabled={busy}
                onClick={() => p !== page && onPage(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" className={styles.pageBtn} disabled={page >= last || busy} onClick={() => onPage(page + 1)} data-testid="reviews-next">
        下一页
      </button>
    </nav>
  );
}
