/** Product-page ads (CMS position PDP_BANNER): the product's own first, then the shop's. */
import type { PdpAd } from '@shop/contracts/delivery';
import { cmsEndpoints } from '@shop/contracts/endpoint-refs/cms';
import { usePdp } from '../pdp-context';
import styles from './extras.module.css';
import { cmsPlatform, usePanelData } from './use-panel-data';
import { builtLinks } from '../../../lib/built-screens';

export const PDP_AD_POSITION = 'PDP_BANNER';
const SHOWN = 2;

export function PdpAds() {
  const { base, env } = usePdp();
  const { data } = usePanelData<typeof cmsEndpoints.pdpAdList, PdpAd[]>(cmsEndpoints.pdpAdList, {
    params: { platform: cmsPlatform(env), posCd: PDP_AD_POSITION, spuCd: base.spuBaseInfo.prodCd },
  });
  // An ad for a screen of a later issue waits until that screen is built.
  const ads = builtLinks(data ?? []).slice(0, SHOWN);
  if (ads.length === 0) return null;
  return (
    <ul className={styles.ads} aria-label="活动推荐" data-testid="pdp-ads">
      {ads.map((ad) => (
        <li key={ad.id}>
          <a href={ad.href} className={styles.ad}>
            {ad.image ? <img src={ad.image} alt="" width={96} height={54} loading="lazy" decoding="async" className={styles.adImg} /> : null}
            <span className={styles.adText}>
              <span className={styles.adTitle}>{ad.title}</span>
              {ad.subtitle ? <span className={styles.adSub}>{ad.subtitle}</span> : null}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
