/**
 * The money of the order exactly as the server priced it, and 提交订单. At 1440 px it is
 * the sticky right column; on phones the rows stay in the flow and the amount due with the
 * button is a bar fixed to the bottom.
 */
import type { OrderKind } from '@shop/contracts/checkout';
import { formatYuan } from '@shop/contracts/money';
import type { OrderBreakdown } from '@shop/contracts/pricing';
import { breakdownLines, CHECKOUT_ROW_IDS } from '../orders/breakdown-view';
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
  breakdown,
  kind,
  loading,
  submitting,
  blockedReason,
  onSubmit,
}: {
  /** The order's breakdown (the rows; the same on the pay page and the order pages). */
  breakdown: OrderBreakdown;
  kind: OrderKind;
  loading: boolean;
  submitting: boolean;
  /** Why 提交订单 cannot be pressed yet (e.g. no address), null when it can. */
  blockedReason: string | null;
  onSubmit: () => void;
}) {
  const presale = kind === 'presale';
  const dueLabel = presale ? '应付定金' : kind === 'trybuy' ? '应付试用押金' : '应付金额';
  return (
    <aside className={styles.summary} aria-label="订单金额" data-testid="checkout-summary" aria-busy={loading || undefined}>
      <h2 className={styles.sectionTitle}>订单金额</h2>
      <dl className={`${styles.sumRows} ${loading ? styles.stale : ''}`}>
        {breakdownLines(breakdown).map((r) => (
          <Row key={r.key} label={r.label} value={r.text} testId={CHECKOUT_ROW_IDS[r.key]} minus={r.minus} />
        ))}
        <Row label="订单总额" value={formatYuan(breakdown.total)} testId="sum-total" />
        {presale ? <Row label="尾款（尾款期内支付）" value={formatYuan(breakdown.balance)} testId="sum-balance" /> : null}
      </dl>
      <div className={styles.submitBar} data-bottom-bar="">
        <p className={styles.due}>
          <span className={styles.dueLabel}>{dueLabel}</span>
          <strong className={styles.dueAmt} data-testid="sum-payable" aria-live="polite">
            {formatYuan(breakdown.payable)}
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
