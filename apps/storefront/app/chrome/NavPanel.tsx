/**
 * One menu group's panel on wide screens: sub-categories with icons, featured banners, guides,
 * promotions. Rendered only while open (SiteHeader loads it on demand); `focusFirst` (opened
 * with ↓ from its trigger) puts focus on its first link.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { NavGroup } from '@shop/contracts/cms';
import { ChevronRightIcon, LinkIcon } from './icons';
import styles from './header.module.css';

export function NavPanel({ id, labelledBy, group, focusFirst }: { id: string; labelledBy: string; group: NavGroup; focusFirst: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusFirst) ref.current?.querySelector<HTMLElement>('a')?.focus();
  }, [focusFirst]);
  return (
    <div ref={ref} id={id} className={styles.panel} role="region" aria-labelledby={labelledBy} data-testid={`nav-panel-${group.code}`}>
      <div className={styles.panelInner}>
        <div className={styles.panelMain}>
          {group.links.length > 0 ? (
            <ul className={styles.catGrid}>
              {group.links.map((l) => (
                <li key={`${l.href}-${l.label}`}>
                  <Link to={l.href} className={styles.catLink}>
                    <span className={styles.catIcon}>
                      <LinkIcon icon={l.icon} />
                    </span>
                    <span>{l.label}</span>
                    {l.badge ? <span className={styles.tag}>{l.badge}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <Link to={group.href} className={styles.viewAll}>
            查看全部{group.label}
            <ChevronRightIcon size={16} />
          </Link>
        </div>
        {group.featured.length > 0 ? (
          <ul className={styles.featured} aria-label="精选推荐">
            {group.featured.slice(0, 3).map((f) => (
              <li key={f.href + f.title}>
                <Link to={f.href} className={styles.featureCard}>
                  {f.image ? <img src={f.image} alt="" loading="lazy" decoding="async" className={styles.featureImg} /> : null}
                  <span className={styles.featureText}>
                    <strong>{f.title}</strong>
                    <span>{f.subtitle}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {group.guides.length > 0 || group.promotions.length > 0 ? (
          <div className={styles.panelSide}>
            {group.guides.length > 0 ? (
              <section>
                <h3 className={styles.sideTitle}>选购指南</h3>
                <ul className={styles.sideList}>
                  {group.guides.map((l) => (
                    <li key={l.href + l.label}>
                      <Link to={l.href}>{l.label}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {group.promotions.length > 0 ? (
              <section>
                <h3 className={styles.sideTitle}>优惠与服务</h3>
                <ul className={styles.sideList}>
                  {group.promotions.map((l) => (
                    <li key={l.href + l.label}>
                      <Link to={l.href}>{l.label}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
