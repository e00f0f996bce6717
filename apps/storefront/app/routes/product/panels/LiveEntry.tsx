/** 直播中 badge linking to the product's live room (or its replay) when there is one. */
import type { LiveIcon } from '@shop/contracts/delivery';
import { pdpEndpoints } from '@shop/contracts/endpoint-refs/pdp';
import { usePdp } from '../pdp-context';
import styles from './extras.module.css';
import { livePlatform, usePanelData } from './use-panel-data';
import { leadsToBuiltScreen } from '../../../lib/built-screens';

export function LiveEntry() {
  const { base, env } = usePdp();
  const { data } = usePanelData<typeof pdpEndpoints.liveIcon, LiveIcon>(pdpEndpoints.liveIcon, {
    params: { platform: livePlatform(env), spuCd: base.spuBaseInfo.prodCd },
  });
  // The live room is a screen of a later issue: no badge leads there before it is built.
  if (!data?.url || !leadsToBuiltScreen(data.url) || (!data.live && data.type !== 'record')) return null;
  const live = data.live && data.type !== 'record';
  return (
    <a href={data.url} className={`${styles.live} ${live ? styles.liveOn : ''}`} data-testid="live-entry" title={data.title}>
      <span className={styles.liveDot} aria-hidden="true" />
      <span>{live ? '直播中' : '直播回放'}</span>
      <span className="visually-hidden">：{data.title}</span>
    </a>
  );
}
