/** One order in the list: number, time, status, the products, the total and what can be done. */
import { Link, useRevalidator } from 'react-router';
import type { OrderCard as Card } from '@shop/contracts/order';
import { OrderActions } from './OrderActions';
import { OrderLines } from './OrderLines';
import { formatYuan } from '@shop/contracts/money';
import { orderDetailPath, remainingText } from './order-format';
import { useRemaining } from './use-remaining';
import styles from './orders.module.css';

export function OrderCard({ order, history, loadedAt }: { order: Card; history: boolean; loadedAt: number }) {
  const revalidator = useRevalidator();
  // When the time to pay runs out, reload: the server cancels the order and it moves tab.
  const left = useRemaining(order.payRemainingMs, loadedAt, () => void revalidator.revalidate());
  const href = orderDetailPath(order.orderNo, history);
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
      <footer className={styles.cardFoot}>
        <p className={styles.cardSum}>
          共 {order.qtyTotal} 件商品，{order.status === 'pending_payment' || order.status === 'cancelled' ? '应付' : '实付'}
          <strong className={styles.amount}>
            {formatYuan(order.status === 'pending_payment' || order.status === 'cancelled' ? order.total : order.paidAmt || order.total)}
          </strong>
          {left !== null && left > 0 ? <span className={styles.payLeft}>剩余支付时间 {remainingText(left)}</span> : null}
          {order.actions.includes('payBalance') ? <span className={styles.payLeft}>尾款 {formatYuan(order.dueNow)} 待支付</span> : null}
        </p>
        <OrderActions orderNo={order.orderNo} actions={order.actions} detailHref={href} />
      </footer>
    </article>
  );
}
