/**
 * /order/paySuccess/:code/:play (code = order number, play = method): the order is paid.
 * Summary of the order, 查看订单, 继续购物 and the entry to the post-payment draw.
 */
import { useEffect } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/pay-success';
import { browserCaller, serverCaller } from '../../../lib/api-call';
import { routeMeta } from '../../../lib/meta';
import { formatYuan } from '@shop/contracts/money';
import { ORDER_NO, orderDetailUrl, payCalls } from './pay-api';
import { methodName } from './pay-methods';
import styles from './pay.module.css';

export const meta = routeMeta;

export async function loader({ params, context }: Route.LoaderArgs) {
  const ordNo = ORDER_NO.test(params.code) ? params.code : '';
  if (!ordNo) return { ordNo, payment: null, order: null };
  const calls = payCalls(serverCaller(context));
  const [payment, order] = await Promise.all([calls.latest(ordNo).catch(() => null), calls.order(ordNo).catch(() => null)]);
  return { ordNo, payment, order };
}

export default function PaySuccess({ loaderData, params }: Route.ComponentProps) {
  const { ordNo, payment, order } = loaderData;
  const paid = payment?.status === 'paid';
  const revalidator = useRevalidator();
  // Arrived before the gateway's notification: ask again shortly (from the browser, so the
  // server can query the gateway at the shop's public origin), then show the fresh state.
  useEffect(() => {
    if (paid || !payment || payment.status !== 'created') return;
    const t = setTimeout(async () => {
      const s = await payCalls(browserCaller)
        .status(payment.payNo, true)
        .catch(() => null);
      if (s) void revalidator.revalidate();
    }, 2000);
    return () => clearTimeout(t);
  }, [paid, payment, revalidator]);
  return (
    <main className={styles.page} data-testid="pay-success">
      <section className={styles.result}>
        <div className={styles.resultIcon} aria-hidden="true">
          ✓
        </div>
        <h1 className={styles.resultTitle}>{paid ? '支付成功' : '支付结果确认中'}</h1>
        <p className={styles.resultText}>{paid ? '我们会尽快为您发货，您可以在“我的订单”中查看订单进度。' : '如您已完成付款，支付结果将在片刻后更新。'}</p>
        <dl className={styles.facts}>
          <dt>订单号</dt>
          <dd data-testid="success-order-no">{ordNo || '—'}</dd>
          <dt>支付方式</dt>
          <dd>{methodName(payment?.method ?? params.play)}</dd>
          {payment && (
            <>
              <dt>{payment.stage === 'balance' ? '实付尾款' : '实付金额'}</dt>
              <dd data-testid="success-amount">{formatYuan(payment.amount)}</dd>
            </>
          )}
          {order && (
            <>
              <dt>收货人</dt>
              <dd>
                {order.address.receiver} {order.address.mobileMasked}
              </dd>
              <dt>收货地址</dt>
              <dd>
                {order.address.region} {order.address.detail}
              </dd>
            </>
          )}
        </dl>
        {order && order.lines.length > 0 && (
          <ul className={styles.lines} aria-label="订单商品">
            {order.lines.map((l) => (
              <li key={l.skuCd} className={styles.line}>
                {l.image ? <img src={l.image} alt="" loading="lazy" /> : null}
                <span>
                  {l.name} × {l.qty}
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          {ordNo && (
            <Link className={styles.primary} to={orderDetailUrl(ordNo)} data-testid="view-order">
              查看订单
            </Link>
          )}
          <Link className={styles.secondary} to="/">
            继续购物
          </Link>
        </div>
      </section>
      {paid && (
        <Link className={styles.lottery} to={`/order/lottery?ordNo=${ordNo}`} data-testid="lottery-entry">
          <strong>恭喜获得一次支付抽奖机会</strong>
          <span>去抽奖 ›</span>
        </Link>
      )}
    </main>
  );
}
