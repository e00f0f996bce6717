/**
 * 服务与选项: installation / extended warranty / care plans (one per kind), instalments,
 * bundles, gifts, trade-in, the EUP upgrade plan and the national subsidy (the invitation code of a
 * TTM product is asked from its buy button: TtmVerify.tsx).
 * Choices go into the page's cart draft (updateCart); the server re-checks them on add.
 */
import { formatYuan } from '@shop/contracts/money';
import type { BuyButtonKey } from '@shop/contracts/pdp-rules';
import { cmsEndpoints } from '@shop/contracts/endpoint-refs/cms';
import { usePdp } from '../pdp-context';
import { BundlesRow } from './BundlesRow';
import { useInInfo } from './in-info';
import { InstalmentsRow } from './InstalmentsRow';
import styles from './panels.module.css';
import { TradeInRow } from './TradeInRow';
import type { InInfo, ServiceItem, ServiceKind } from './types';
import { cmsPlatform, usePanelData } from './use-panel-data';
import { ServicesSkeleton } from './reserves';

/**
 * Which buy-button entries switch a service kind off (spec 3: stopBuy): gjfw all services,
 * azfw installation, ycfw extended warranty, sxp / sxp2 the two care plans (碎屏保 / 意外保).
 */
const KIND_BUTTONS: Record<ServiceKind, BuyButtonKey[]> = { install: ['azfw'], warranty: ['ycfw'], care: ['sxp', 'sxp2'] };
const KIND_LABEL: Record<ServiceKind, string> = { install: '安装服务', warranty: '延保服务', care: '保障服务' };

export function stopped(inInfo: InInfo, key: BuyButtonKey): boolean {
  return Boolean(inInfo.buyButtons[key]?.stopBuy);
}

function kindOff(inInfo: InInfo, kind: ServiceKind): boolean {
  return stopped(inInfo, 'gjfw') || KIND_BUTTONS[kind].every((k) => stopped(inInfo, k));
}

export function ServicesPanel() {
  const { inInfo, loading } = useInInfo();
  return (
    <section className={styles.panel} aria-label="服务与选项" data-testid="services-panel">
      {inInfo ? (
        <>
          <ServiceGroups inInfo={inInfo} />
          <InstalmentsRow inInfo={inInfo} />
          <BundlesRow inInfo={inInfo} />
          <GiftsRow inInfo={inInfo} />
          <TradeInRow inInfo={inInfo} />
        </>
      ) : loading ? (
        <ServicesSkeleton />
      ) : null}
    </section>
  );
}

const KINDS: ServiceKind[] = ['install', 'warranty', 'care'];

function ServiceGroups({ inInfo }: { inInfo: InInfo }) {
  const { cart, updateCart } = usePdp();
  const groups = KINDS.map((kind) => ({ kind, items: inInfo.services[kind] ?? [] })).filter((g) => g.items.length > 0 && !kindOff(inInfo, g.kind));
  if (groups.length === 0) return null;

  const choose = (items: ServiceItem[], id: string) => {
    const ofKind = new Set(items.map((i) => i.servId));
    const others = cart.serviceIds.filter((x) => !ofKind.has(x));
    updateCart({ serviceIds: cart.serviceIds.includes(id) ? others : [...others, id] });
  };

  return (
    <div className={styles.row}>
      <h3 className={styles.rowLabel}>服务</h3>
      <div className={styles.rowBody}>
        {groups.map((g) => (
          <div key={g.kind} className={styles.rowBody} role="group" aria-label={KIND_LABEL[g.kind]} data-testid={`service-group-${g.kind}`}>
            <p className={styles.groupTitle}>{KIND_LABEL[g.kind]}</p>
            <ul className={styles.options}>
              {g.items.map((item) => (
                <li key={item.servId}>
                  <button
                    type="button"
                    className={styles.option}
                    aria-pressed={cart.serviceIds.includes(item.servId)}
                    data-testid="service-option"
                    data-code={item.servId}
                    onClick={() => choose(g.items, item.servId)}
                    title={item.description || undefined}
                  >
                    <span className={styles.optionName}>{item.name}</span>
                    <span>
                      <span className={styles.optionPrice}>{item.price > 0 ? formatYuan(item.price) : '免费'}</span>
                      {item.months ? <span className={styles.optionMeta}> · {item.months}个月</span> : null}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

function GiftsRow({ inInfo }: { inInfo: InInfo }) {
  const gifts = inInfo.gifts ?? [];
  if (gifts.length === 0) return null;
  return (
    <div className={styles.row} data-testid="gifts">
      <h3 className={styles.rowLabel}>赠品</h3>
      <div className={styles.rowBody}>
        <ul className={styles.gifts}>
          {gifts.map((g) => (
            <li key={g.giftSkuCd} className={styles.gift}>
              {g.image ? <img src={g.image} alt="" width={40} height={40} loading="lazy" className={styles.giftImg} /> : null}
              <span>
                {g.giftNm} × {g.qty}
                {g.remark ? <span className={styles.optionMeta}>（{g.remark}）</span> : null}
              </span>
            </li>
          ))}
        </ul>
        <GiftRemark />
      </div>
    </div>
  );
}

/** The CMS remark under the gifts (赠品数量有限，送完即止 …), SKU-specific first. */
function GiftRemark() {
  const { sku, env } = usePdp();
  const { data } = usePanelData(cmsEndpoints.pdpGiftRemark, { params: { platform: cmsPlatform(env), code: sku.skuCd } });
  return data?.remark ? (
    <p className={styles.muted} data-testid="gift-remark">
      {data.remark}
    </p>
  ) : null;
}
