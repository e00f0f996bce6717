/**
 * What the member can do with an order, as the API lists it (card and detail share this):
 * 去支付 / 支付尾款 go to the cashier (it lets the shopper choose the method), 取消订单 and
 * 确认收货 ask first, 查看物流 opens the tracking page. A paid order not yet shipped is cancelled
 * with its refund (cancelRefund, issue #17): the member reads where the money, coupon and points
 * go and picks a reason before anything is sent. After a change the page's data is
 * reloaded, so counts, tabs and the order move together.
 */
import { useState, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { PAID_CANCEL_REASONS, PAID_CANCEL_RULES, type OrderAction, type OrderDetail } from '@shop/contracts/order';
import { formatYuan } from '@shop/contracts/money';
import { Dialog } from '../../../chrome/dialogs';
import { orderEndpoints } from '@shop/contracts/endpoint-refs/order';
import { browserCaller } from '../../../lib/api-call';
import { showToast } from '../../../lib/toast';
import { logisticsPath, payPath } from './order-format';
import { tryBuyReturnPath } from '../../try-buy/try-buy-view';
import styles from './orders.module.css';

const CANCEL_REASONS = ['不想买了', '信息填写错误，重新下单', '商品价格较贵', '支付遇到问题', '其他原因'];

export function OrderActions({
  orderNo,
  actions,
  paidAmt,
  detailHref,
}: {
  orderNo: string;
  actions: readonly OrderAction[];
  /** What the order took (fen): the refund a paid order's cancel gives back. */
  paidAmt: number;
  detailHref?: string;
}) {
  const [ask, setAsk] = useState<'cancel' | 'cancelRefund' | 'confirm' | 'purchase' | null>(null);
  const [reason, setReason] = useState(CANCEL_REASONS[0]!);
  // A paid order's reason is the member's choice: none is picked for them.
  const [refundReason, setRefundReason] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  async function run(call: () => Promise<OrderDetail & { pointsEarned?: number }>, done: (r: OrderDetail & { pointsEarned?: number }) => string) {
    if (busy) return;
    setBusy(true);
    try {
      const r = await call();
      showToast(done(r));
      setAsk(null);
      await revalidator.revalidate();
    } catch {
      // The API client showed the reason; the order may have changed meanwhile: show it as it is now.
      setAsk(null);
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.actions} data-testid="order-actions">
      {detailHref ? (
        <Link to={detailHref} className={`btn ${styles.actionBtn}`}>
          订单详情
        </Link>
      ) : null}
      {actions.includes('logistics') ? (
        <Link to={logisticsPath(orderNo)} className={`btn ${styles.actionBtn}`}>
          查看物流
        </Link>
      ) : null}
      {actions.includes('cancel') ? (
        <button type="button" className={`btn ${styles.actionBtn}`} onClick={() => setAsk('cancel')}>
          取消订单
        </button>
      ) : null}
      {actions.includes('cancelRefund') ? (
        <button type="button" className={`btn ${styles.actionBtn}`} onClick={() => setAsk('cancelRefund')}>
          取消订单
        </button>
      ) : null}
      {actions.includes('confirmReceipt') ? (
        <button type="button" className={`btn btn-primary ${styles.actionBtn}`} onClick={() => setAsk('confirm')}>
          确认收货
        </button>
      ) : null}
      {actions.includes('returnTrial') ? (
        <Link to={tryBuyReturnPath(orderNo)} className={`btn ${styles.actionBtn}`} data-testid="order-return-trial">
          申请退还
        </Link>
      ) : null}
      {actions.includes('confirmPurchase') ? (
        <button type="button" className={`btn btn-primary ${styles.actionBtn}`} onClick={() => setAsk('purchase')} data-testid="order-confirm-purchase">
          确认购买
        </button>
      ) : null}
      {actions.includes('pay') ? (
        <Link to={payPath(orderNo)} className={`btn btn-primary ${styles.actionBtn}`}>
          去支付
        </Link>
      ) : null}
      {actions.includes('payBalance') ? (
        <Link to={payPath(orderNo)} className={`btn btn-primary ${styles.actionBtn}`}>
          支付尾款
        </Link>
      ) : null}

      <AskDialog
        open={ask === 'cancel'}
        title="取消订单"
        testId="dialog-cancel-order"
        cancelText="再想想"
        confirmText="确认取消"
        disabled={busy}
        onClose={() => setAsk(null)}
        onConfirm={() =>
          run(
            () => browserCaller.get(orderEndpoints.cancel, { body: { ordNo: orderNo, reason } }),
            () => '订单已取消',
          )
        }
      >
        <p className={styles.dialogText}>取消后，订单使用的优惠券和积分将退回您的账户，商品库存将被释放。</p>
        <fieldset className={styles.reasons}>
          <legend>请选择取消原因</legend>
          {CANCEL_REASONS.map((r) => (
            <label key={r} className={styles.reason}>
              <input type="radio" name={`reason-${orderNo}`} value={r} checked={reason === r} onChange={() => setReason(r)} />
              {r}
            </label>
          ))}
        </fieldset>
      </AskDialog>

      <AskDialog
        open={ask === 'cancelRefund'}
        title="取消订单并退款"
        testId="dialog-cancel-refund"
        cancelText="再想想"
        confirmText="确认取消并退款"
        disabled={busy || refundReason === null}
        onClose={() => setAsk(null)}
        onConfirm={() =>
          run(
            () => browserCaller.get(orderEndpoints.cancel, { body: { ordNo: orderNo, reason: refundReason ?? undefined } }),
            () => `订单已取消，${formatYuan(paidAmt)} 将原路退回`,
          )
        }
      >
        <p className={styles.dialogText}>
          退款金额 <strong data-testid="cancel-refund-amount">{formatYuan(paidAmt)}</strong>
        </p>
        <ul className={styles.rules}>
          {PAID_CANCEL_RULES.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <fieldset className={styles.reasons}>
          <legend>请选择取消原因</legend>
          {PAID_CANCEL_REASONS.map((r) => (
            <label key={r} className={styles.reason}>
              <input type="radio" name={`refund-reason-${orderNo}`} value={r} checked={refundReason === r} onChange={() => setRefundReason(r)} />
              {r}
            </label>
          ))}
        </fieldset>
      </AskDialog>

      <AskDialog
        open={ask === 'confirm'}
        title="确认收货"
        testId="dialog-confirm-receipt"
        cancelText="取消"
        confirmText="确认收货"
        disabled={busy}
        onClose={() => setAsk(null)}
        onConfirm={() =>
          run(
            () => browserCaller.get(orderEndpoints.confirmReceipt, { body: { ordNo: orderNo } }),
            (r) => (r.pointsEarned ? `确认收货成功，获得 ${r.pointsEarned} 积分` : '确认收货成功'),
          )
        }
      >
        <p className={styles.dialogText}>请确认您已收到全部商品且商品完好。确认收货后订单完成，并按实付金额赠送积分（每 1 元 1 积分）。</p>
      </AskDialog>

      <AskDialog
        open={ask === 'purchase'}
        title="确认购买"
        testId="dialog-confirm-purchase"
        cancelText="再想想"
        confirmText="确认购买"
        disabled={busy}
        onClose={() => setAsk(null)}
        onConfirm={() =>
          run(
            () => browserCaller.get(orderEndpoints.confirmPurchase, { body: { ordNo: orderNo } }),
            (r) => (r.pointsEarned ? `已确认购买，获得 ${r.pointsEarned} 积分` : '已确认购买'),
          )
        }
      >
        <p className={styles.dialogText}>
          确认购买后订单完成，已支付的试用押金 {formatYuan(paidAmt)} 即转为商品货款，不能再申请试用退还；并按实付金额赠送积分（每 1 元 1 积分）。
        </p>
      </AskDialog>
    </div>
  );
}

/** A question before an order changes: 取消 / 再想想 closes it, the primary button does it. */
function AskDialog({
  open,
  title,
  testId,
  cancelText,
  confirmText,
  disabled,
  onClose,
  onConfirm,
  children,
}: {
  open: boolean;
  title: string;
  testId: string;
  cancelText: string;
  confirmText: string;
  disabled: boolean;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      testId={testId}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {cancelText}
          </button>
          <button type="button" className="btn btn-primary" disabled={disabled} onClick={onConfirm}>
            {confirmText}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
