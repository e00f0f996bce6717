/**
 * The money of the order exactly as the server priced it, and 提交订单. At 1440 px it is
 * the sticky right column; on phones the rows stay in the flow and the amount due with the
 * button is a bar fixed to the bottom.
 */
import type { CheckoutPrice, OrderKind } from '@shop/contracts/checkout';
import { formatYuan } from '@shop/contracts/money';
import styles from './checkout.module.css';

function Row({ label, value, testId, minus }: { label: string; value: string; testId: string; minus?: boolean }) {
  return (
    <div className={styles.sumRow} data-testid={testId}>
      <dt>{label}</dt>
      <dd className={minus ? styles.minus : undefined}>{value}</dd>
    </div>
  );
}

export function SummaryBar({
  price,
  kind,
  loading,
  submitting,
  blockedReason,
  onSubmit,
}: {
  price: CheckoutPrice;
  kind: OrderKind;
  loading: boolean;
  submitting: boolean;
  /** Why 提交订单 cannot be pressed yet (e.g. no address), null when it can. */
  blockedReason: string | null;
  onSubmit: () => void;
}) {
  const presale = kind === 'presale';
  const activity = price.priceSaving + price.ladderDiscount;
  const dueLabel = presale ? '应付定金' : '应付金额';
  return (
    <aside className={styles.summary} aria-label="订单金额" data-testid="checkout-summary" aria-busy={loading || undefined}>
      <h2 className={styles.sectionTitle}>订单金额</h2>
      <dl className={`${styles.sumRows} ${loading ? styles.stale : ''}`}>
        <Row label="商品总额" value={formatYuan(price.listTotal)} testId="sum-list" />
        {activity > 0 ? <Row label="活动优惠" value={`-${formatYuan(activity)}`} testId="sum-activity" minus /> : null}
        {price.servicesTotal > 0 ? <Row label="增值服务" value={formatYuan(price.servicesTotal)} testId="sum-services" /> : null}
        <Row
          label="优惠券"
          value={price.couponDiscount > 0 ? `-${formatYuan(price.couponDiscount)}` : '¥0'}
          testId="sum-coupon"
          minus={price.couponDiscount > 0}
        />
        {price.pointsUsed > 0 ? <Row label="积分抵扣" value={`-${formatYuan(price.pointsUsed)}`} testId="sum-points" minus /> : null}
        {price.tradeInCredit > 0 ? <Row label="以旧换新" value={`-${formatYuan(price.tradeInCredit)}`} testId="sum-tradein" minus /> : null}
        <Row label="运费" value={price.shipping > 0 ? formatYuan(price.shipping) : '免运费'} testId="sum-shipping" />
        {presale ? <Row label="尾款（尾款期内支付）" value={formatYuan(price.balanceDue)} testId="sum-balance" /> : null}
      </dl>
      <div className={styles.submitBar} data-bottom-bar="">
        <p className={styles.due}>
          <span className={styles.dueLabel}>{dueLabel}</span>
          <strong className={styles.dueAmt} data-testid="sum-payable" aria-live="polite">
            {formatYuan(price.payable)}
          </strong>
        </p>
        <button
          type="button"
          className={`btn btn-primary ${styles.submit}`}
          onClick={onSubmit}
          disabled={submitting || loading || blockedReason !== null}
          aria-busy={submitting || undefined}
          aria-describedby={blockedReason ? 'checkout-blocked' : undefined}
          data-testid="submit-order"
        >
          {submitting ? '提交中…' : '提交订单'}
        </button>
      </div>
      {blockedReason ? (
        <p id="checkout-blocked" className={styles.blocked}>
          {blockedReason}
        </p>
      ) : null}
    </aside>
  );
}
