/**
 * 分期 (fqmx): the plans of the SKU price with the amount per period (the first period
 * carries the rounding: 首期 when it differs), the fee or 免息; and the EUP upgrade plan
 * (eupFQType '12' periods, eupBTType '2') when inInfo offers it. Choosing sets cart.FQ.
 */
import { EUP_DEFAULTS } from '@shop/contracts/pdp-rules';
import { formatYuan } from '@shop/contracts/money';
import { pdpEndpoints } from '@shop/contracts/endpoint-refs/pdp';
import { usePdp } from '../pdp-context';
import styles from './panels.module.css';
import type { InInfo } from './types';
import type { PkgUpItem } from '@shop/contracts/pdp';
import { usePanelData } from './use-panel-data';

export function InstalmentsRow({ inInfo }: { inInfo: InInfo }) {
  const { cart, updateCart } = usePdp();
  const plans = inInfo.buyButtons.fqmx?.stopBuy ? [] : inInfo.instalment.plans;
  const eup = inInfo.buyButtons.eup ? !inInfo.buyButtons.eup.stopBuy : false;
  if (plans.length === 0 && !eup) return null;
  const eupPeriods = Number(inInfo.eupFQType || EUP_DEFAULTS.eupFQType);

  return (
    <div className={styles.row}>
      <h3 className={styles.rowLabel}>分期</h3>
      <div className={styles.rowBody}>
        {plans.length > 0 ? (
          <ul className={styles.options} aria-label="分期方案" data-testid="instalments">
            {plans.map((p) => {
              const free = p.interestFree;
              return (
                <li key={p.periods}>
                  <button
                    type="button"
                    className={styles.option}
                    aria-pressed={cart.FQ === p.periods}
                    data-testid="instalment-option"
                    data-periods={p.periods}
                    onClick={() => updateCart({ FQ: cart.FQ === p.periods ? null : p.periods })}
                  >
                    <span className={styles.optionName}>
                      {formatYuan(p.perPeriod)} × {p.periods}期
                    </span>
                    <span className={styles.optionMeta}>
                      {p.firstPeriod !== p.perPeriod ? `首期 ${formatYuan(p.firstPeriod)} · ` : ''}
                      {free ? '免息' : `手续费 ${formatYuan(p.fee)}`}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
        {eup ? (
          <label className={styles.check} data-testid="eup-option">
            <input type="checkbox" checked={cart.FQ === eupPeriods} onChange={(e) => updateCart({ FQ: e.target.checked ? eupPeriods : null })} />
            <span className={styles.text}>
              焕新升级计划：{eupPeriods}期分期购机，到期可升级换新
              <EupUpgrade />
            </span>
          </label>
        ) : null}
      </div>
    </div>
  );
}

/** The storage step up in the same colour and its price difference (pkgUpData), when there is one. */
function EupUpgrade() {
  const { base, sku } = usePdp();
  const { data } = usePanelData<typeof pdpEndpoints.pkgUpData, PkgUpItem[]>(pdpEndpoints.pkgUpData, { params: { prodCd: base.spuBaseInfo.prodCd } });
  const up = data?.find((i) => i.skuCd === sku.skuCd);
  if (!up?.upPkgAttr || up.priceDiff == null) return null;
  return (
    <span className={styles.optionMeta}>
      （可升级至 {up.upPkgAttr}，补差价 {formatYuan(up.priceDiff)}）
    </span>
  );
}
