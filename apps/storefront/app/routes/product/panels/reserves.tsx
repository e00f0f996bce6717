/**
 * What the coupons, services and delivery panels show until their data is in: the server
 * renders this (their data is fetched in the browser), the panels show it while loading, and the
 * page shows it while the panels' own code is still on its way (they are fetched after
 * hydration, so they are not in the page's first download). One markup for each, so nothing moves.
 */
import type { ReactNode } from 'react';
import styles from './panels.module.css';
import { DEFAULT_REGION, regionLabel } from './region-store';

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

/**
 * The delivery row: the region (the default one until the browser reads the stored choice) and
 * the promised date as it is being asked for. `children`: the panel's dialogs.
 */
export function DeliveryRow({
  region = regionLabel(DEFAULT_REGION),
  onOpen,
  text,
  children,
}: {
  region?: string;
  onOpen?(): void;
  text?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-label="配送" data-testid="delivery-panel">
      <div className={styles.row}>
        <h3 className={styles.rowLabel}>配送至</h3>
        <div className={styles.rowBody}>
          <button type="button" className={styles.linkButton} aria-haspopup="dialog" onClick={onOpen} data-testid="region-open">
            <span data-testid="region-label">{region}</span>
            <span aria-hidden="true"> ▾</span>
            <span className="visually-hidden">，更改配送地区</span>
          </button>
          <p className={styles.text} role="status" aria-live="polite" data-testid="delivery-text" style={{ minHeight: '1.5em' }}>
            {text ?? <span className={styles.muted}>正在查询配送时间…</span>}
          </p>
        </div>
      </div>
      {children}
    </section>
  );
}
