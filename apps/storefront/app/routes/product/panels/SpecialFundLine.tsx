/** 国家补贴: the national trade-in subsidy line, when the SKU is eligible. */
import type { SpecialFundInfo } from '@shop/contracts/pdp';
import { formatYuan } from '@shop/contracts/money';
import { pdpEndpoints } from '@shop/contracts/endpoint-refs/pdp';
import { usePdp } from '../pdp-context';
import styles from './panels.module.css';
import { usePanelData } from './use-panel-data';

export function SpecialFundLine() {
  const { sku } = usePdp();
  const { data } = usePanelData<typeof pdpEndpoints.specialFund, SpecialFundInfo>(pdpEndpoints.specialFund, { params: { skuCode: sku.skuCd } });
  if (!data?.eligible || data.amount <= 0) return null;
  return (
    <div className={styles.row} data-testid="special-fund">
      <h3 className={styles.rowLabel}>补贴</h3>
      <p className={styles.subsidy}>
        <span className={styles.tag}>国家补贴</span>
        <span>
          立减 <span className={styles.accentText}>{formatYuan(data.amount)}</span>
        </span>
        <span className={styles.muted}>
          以旧换新补贴 {data.rate}%{data.cap ? `，每件最高 ${formatYuan(data.cap)}` : ''}
        </span>
      </p>
    </div>
  );
}
