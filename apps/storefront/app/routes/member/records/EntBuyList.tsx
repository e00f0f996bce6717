/** The member's enterprise purchase requests as a list linking to each detail. */
import { Link } from 'react-router';
import type { EntBuyRequest } from '@shop/contracts/inbox';
import styles from './inbox-pages.module.css';

export function EntBuyList({ list }: { list: EntBuyRequest[] }) {
  if (list.length === 0) {
    return (
      <section className={styles.empty} data-testid="ent-empty">
        <p>暂无采购申请</p>
      </section>
    );
  }
  return (
    <ul className={styles.list} data-testid="ent-list">
      {list.map((r) => (
        <li key={r.code} data-testid="ent-item">
          <Link to={`/Personalcenter/Personal_Business/${r.code}`} className={styles.row}>
            <div className={styles.rowMain}>
              <span className={styles.rowTitle}>{r.company}</span>
              <span className={styles.muted}>{r.items.map((i) => `${i.name} × ${i.qty}`).join('，')}</span>
              <span className={styles.muted}>
                {r.code} · {r.createdAt}
              </span>
            </div>
            <span className={styles.tag}>{r.statusTitle}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
