/** One order in the list: number, time, status, the products, the total and what can be done. */
import { Link, useRevalidator } from 'react-router';
import type { OrderCard as Card } from '@shop/contracts/order';
import { OrderActions } from './OrderActions';
import { OrderLines } from './OrderLines';
import { TrialStatus } from './TrialStatus';
import { formatYuan } from '@shop/contracts/money';
import { orderDetailPath, remainingText } from './order-format';
import { useRemaining } from './use-remaining';
import styles from './orders.module.css';

export function OrderCard({ order, history, loadedAt }: { order: Card; history: boolean; loadedAt: number }) {
  const revalidator = useRevalidator();
  // When the time to pay runs out, reload: the server cancels the order and it moves tab.
  const left = useRemaining(order.payRemainingMs, loadedAt, () => void revalidator.revalidate());
  const href = orderDetailPath(order.orderNo, history);
  const b = order.breakdown;
  // Everything taken off the list price, the same parts the detail's rows show.
  const saving = b.activityDiscount + b.coupon + b.points + b.tradeIn + b.swell;
  return (
    <article className={styles.card} data-testid="order-card" data-order-no={order.orderNo} data-status={order.status}>
      <header className={styles.cardHead}>
        <span className={styles.cardTime}>{order.createdAt}</span>
        <span className={styles.cardNo}>
          订单号：<Link to={href}>{order.orderNo}</Link>
        </span>
        <span className={`${styles.status} ${styles[`status_${order.status}`] ?? ''}`} data-testid="order-status">
          {order.statusLabel}
        </span>
      </header>
      <Link to={href} className={styles.cardLink} aria-label={`订单 ${order.orderNo} 详情`}>
        <OrderLines lines={order.lines} compact />
      </Link>
      {order.tryBuy ? <TrialStatus trial={order.tryBuy} /> : null}
      <footer className={styles.cardFoot}>
        <p className={styles.cardSum}>
          共 {order.qtyTotal} 件商品，订单总额
          <strong className={styles.amount} data-testid="card-total">
            {formatYuan(order.breakdown.total)}
          </strong>
          {saving > 0 ? (
            <span className={styles.cardSaving} data-testid="card-saving">
              （商品总额 {formatYuan(order.breakdown.goods)}，共优惠 {formatYuan(saving)}）
            </span>
          ) : null}
          {order.paidAmt > 0 && order.paidAmt < order.breakdown.total ? <span className={styles.cardSaving}>，已付 {formatYuan(order.paidAmt)}</span> : null}
          {left !== null && left > 0 ? <span className={styles.payLeft}>剩余支付时间 {remainingText(left)}</span> : null}
          {order.actions.includes('payBalance') ? <span className={styles.payLeft}>尾款 {formatYuan(order.dueNow)} 待支付</span> : null}
        </p>
        <OrderActions orderNo={order.orderNo} actions={order.actions} paidAmt={order.paidAmt} detailHref={href} />
      </footer>
    </article>
  );
}
