/**
 * 跑马灯: the product page's notice line (CMS PDP_HORSE_RACE_LAMP), scrolling gently; it
 * stops on hover or focus and stands still for shoppers who prefer reduced motion. A notice
 * whose link leads to a screen not built yet shows as plain text.
 */
import type { Ad } from '@shop/contracts/cms';
import { cmsEndpoints } from '@shop/contracts/endpoint-refs/cms';
import { usePdp } from '../pdp-context';
import styles from './extras.module.css';
import { cmsPlatform, usePanelData } from './use-panel-data';
import { leadsToBuiltScreen } from '../../../lib/built-screens';

export function HorseRaceLamp() {
  const { env } = usePdp();
  const { data } = usePanelData<typeof cmsEndpoints.adList, Ad[]>(cmsEndpoints.adList, {
    params: { platform: cmsPlatform(env), posCd: 'PDP_HORSE_RACE_LAMP' },
  });
  const items = data ?? [];
  if (items.length === 0) return null;
  const line = items.map((a) => (
    <span key={a.id} className={styles.lampItem}>
      {a.href && leadsToBuiltScreen(a.href) ? <a href={a.href}>{a.title}</a> : a.title}
      {a.subtitle ? <span className={styles.lampSub}>{a.subtitle}</span> : null}
    </span>
  ));
  return (
    <section className={styles.lamp} aria-label="公告" data-testid="horse-race-lamp">
      <span className={styles.lampBadge} aria-hidden="true">
        公告
      </span>
      <div className={styles.lampViewport}>
        {/* The copy makes the loop seamless; readers get the first one only. */}
        <div className={styles.lampTrack} style={{ ['--lamp-duration' as string]: `${Math.max(12, items.length * 8)}s` }}>
          <span className={styles.lampGroup}>{line}</span>
          <span className={styles.lampGroup} aria-hidden="true">
            {items.map((a) => (
              <span key={a.id} className={styles.lampItem}>
                {a.title}
                {a.subtitle ? <span className={styles.lampSub}>{a.subtitle}</span> : null}
              </span>
            ))}
          </span>
        </div>
      </div>
    </section>
  );
}
