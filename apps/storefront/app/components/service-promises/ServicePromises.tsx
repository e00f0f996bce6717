/**
 * The shop's service promises (官方正品 · 全场包邮 · 7天无理由退货 …, CMS content per site).
 * `compact` (product page, next to the price): one line of ticked titles that opens, as a
 * native disclosure (works before hydration and without script), a line of explanation per
 * promise with a link to the guide page. `full` (checkout): the list with its explanations and
 * links, always shown. A promise that leaves out some of the products bought names them.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import type { ServicePromise } from './service-promises-data';
import styles from './service-promises.module.css';

export interface ServicePromisesProps {
  promises: readonly ServicePromise[];
  variant: 'compact' | 'full';
}

function Tick() {
  return (
    <svg className={styles.tick} width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="m4.75 8.25 2.1 2.1 4.4-4.6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Details({ promises }: { promises: readonly ServicePromise[] }) {
  return (
    <ul className={styles.details}>
      {promises.map((p) => (
        <li key={p.code} className={styles.item} data-testid="service-promise" data-code={p.code}>
          <p className={styles.itemTitle}>
            <Tick />
            {p.title}
          </p>
          <p className={styles.summary}>
            {p.summary}
            {p.except.length > 0 ? <span className={styles.except}>（不适用于：{p.except.join('、')}）</span> : null}
          </p>
          <Link to={p.href} className={styles.more} aria-label={`${p.title}：查看说明`} data-testid="service-promise-link">
            查看说明
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ServicePromises({ promises, variant }: ServicePromisesProps) {
  const headingId = useId();
  if (promises.length === 0) return null;
  if (variant === 'full') {
    return (
      <section className={styles.full} aria-labelledby={headingId} data-testid="service-promises" data-variant="full">
        <h2 id={headingId} className={styles.heading}>
          服务保障
        </h2>
        <Details promises={promises} />
      </section>
    );
  }
  return (
    <details className={styles.compact} data-testid="service-promises" data-variant="compact">
      <summary className={styles.row} data-testid="service-promises-toggle">
        <span className="visually-hidden">服务承诺：</span>
        <span className={styles.chips}>
          {promises.map((p) => (
            <span key={p.code} className={styles.chip}>
              <Tick />
              {p.title}
            </span>
          ))}
        </span>
        <span className={styles.open} aria-hidden="true">
          说明
          <svg width="12" height="12" viewBox="0 0 12 12" focusable="false">
            <path d="m3 4.5 3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      </summary>
      <Details promises={promises} />
    </details>
  );
}
