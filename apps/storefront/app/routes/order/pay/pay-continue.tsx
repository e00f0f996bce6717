/**
 * /order/payContinue/:code/:play: the first payment (a pre-sale deposit) is done; the
 * balance is due in its window. Shows the balance, the window, what happens when it is not
 * paid, and 支付尾款 while the window is open.
 */
import { Link } from 'react-router';
import type { Route } from './+types/pay-continue';
import { serverCaller } from '../../../lib/api-call';
import { routeMeta } from '../../../lib/meta';
import { formatYuan } from '@shop/contracts/money';
import { ORDER_NO, orderDetailUrl, payCalls, payUrl } from './pay-api';
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

export default function PayContinue({ loaderData, params }: Route.ComponentProps) {
  const { ordNo, payment, order } = loaderData;
  const presale = order?.presale ?? null;
  return (
    <main className={styles.page} data-testid="pay-continue">
      <section className={styles.result}>
        <div className={styles.resultIcon} aria-hidden="true">
          ✓
        </div>
        <h1 className={styles.resultTitle}>{presale?.phase === 'paid' ? '尾款已支付' : '定金支付成功'}</h1>
        <p className={styles.resultText}>请在尾款支付时间内支付尾款，逾期未付订单将关闭。</p>
        <dl className={styles.facts}>
          <dt>订单号</dt>
          <dd>{ordNo || '—'}</dd>
          <dt>支付方式</dt>
          <dd>{methodName(payment?.method ?? params.play)}</dd>
          {presale ? (
            <>
              <dt>已付定金</dt>
              <dd>{formatYuan(presale.deposit)}</dd>
              {presale.swellAmt > 0 && (
                <>
                  <dt>定金膨胀抵扣</dt>
                  <dd>{formatYuan(presale.swellAmt)}</dd>
                </>
              )}
              <dt>应付尾款</dt>
              <dd data-testid="balance-amount">{formatYuan(presale.balanceAmt)}</dd>
              <dt>尾款支付时间</dt>
              <dd data-testid="balance-window">
                {presale.balanceBeginTime} 至 {presale.balanceEndTime}
              </dd>
            </>
          ) : (
            payment && (
              <>
                <dt>已付金额</dt>
                <dd>{formatYuan(payment.amount)}</dd>
              </>
            )
          )}
        </dl>
        {presale?.unpaidRule ? <p className={styles.notice}>{presale.unpaidRule}</p> : null}
        <div className={styles.actions}>
          {presale?.phase === 'open' && (
            <Link className={styles.primary} to={payUrl(ordNo)} data-testid="pay-balance">
              支付尾款
            </Link>
          )}
          {ordNo && (
            <Link className={presale?.phase === 'open' ? styles.secondary : styles.primary} to={orderDetailUrl(ordNo)}>
              查看订单
            </Link>
          )}
          <Link className={styles.secondary} to="/">
            继续购物
          </Link>
        </div>
      </section>
    </main>
  );
}
