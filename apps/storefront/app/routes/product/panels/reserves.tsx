/**
 * What the coupons and services panels show until their data is in: the server renders this
 * (their data is fetched in the browser), the panels show it while loading, and the page shows
 * it while the panels' own code is still on its way (they are fetched after hydration, so they
 * are not in the page's first download). One markup for all three, so nothing moves.
 */
import styles from './panels.module.css';

export function CouponsReserve() {
  return (
    <section className={styles.panel} aria-hidden="true">
      <div className={styles.row}>
        <span className={styles.rowLabel}>领券</span>
        <span className={styles.chipsReserve} />
      </div>
    </section>
  );
}

export function ServicesSkeleton() {
  return <div className={styles.skeleton} style={{ ['--reserve' as string]: '180px' }} aria-hidden="true" />;
}

export function ServicesReserve() {
  return (
    <section className={styles.panel} aria-label="服务与选项" data-testid="services-panel">
      <ServicesSkeleton />
    </section>
  );
}
