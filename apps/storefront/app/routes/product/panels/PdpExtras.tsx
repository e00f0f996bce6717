/**
 * The extras of the product page: notice line, live entry, share poster, ads and
 * recommendations. Every part loads after the page is on screen and reserves no space it
 * may not fill above the main content.
 */
import { HorseRaceLamp } from './HorseRaceLamp';
import { LiveEntry } from './LiveEntry';
import { PdpAds } from './PdpAds';
import { Recommendations } from './Recommendations';
import { ShareButton } from './ShareButton';
import styles from './extras.module.css';

export function PdpExtras() {
  return (
    <div className={styles.extras} data-testid="pdp-extras">
      <div className={styles.topline}>
        <HorseRaceLamp />
        <div className={styles.actions}>
          <LiveEntry />
          <ShareButton />
        </div>
      </div>
      <PdpAds />
      <Recommendations />
    </div>
  );
}
