/**
 * /order/payError/:code?/:play? and /order/payfail: the payment did not go through. Says why
 * (as far as the shop knows), offers 重新支付 (back to the cashier) and 查看订单: on the way to
 * the order list the stored store-service choice (localStorage 'storeService') is cleared
 * and the list reloads after 1 s (spec 2.8), so it shows the order's fresh state.
 */
import { Link, useNavigate } from 'react-router';
import { STORE_SERVICE_STORAGE_KEY } from '@shop/contracts/payment';
import type { Route } from './+types/pay-error';
import { serverCaller } from '../../../lib/api-call';
import { routeMeta } from '../../../lib/meta';
import { ORDER_LIST_URL, ORDER_NO, payCalls, payUrl } from './pay-api';
import { methodName } from './pay-methods';
import styles from './pay.module.css';

export const meta = routeMeta;

/** spec 9: the order list reloads 1 s after arriving from here. */
export const ORDER_LIST_RELOAD_MS = 1000;

export async function loader({ params, context }: Route.LoaderArgs) {
  const ordNo = params.code && ORDER_NO.test(params.code) ? params.code : '';
  const payment = ordNo
    ? await payCalls(serverCaller(context))
        .latest(ordNo)
        .catch(() => null)
    : null;
  return { ordNo, payment };
}

function reasonOf(payment: { status: string } | null): string {
  if (payment?.status === 'failed') return '支付未成功：付款被取消或银行卡扣款失败，您的账户未被扣款。';
  if (payment?.status === 'paid') return '该订单已支付成功，无需重复支付。';
  return '支付未完成，请在支付时间内重新支付。';
}

export default function PayError({ loaderData, params }: Route.ComponentProps) {
  const { ordNo, payment } = loaderData;
  const navigate = useNavigate();

  async function toOrderList() {
    try {
      window.localStorage.removeItem(STORE_SERVICE_STORAGE_KEY);
    } catch {
      // Storage may be unavailable (private mode): nothing stored then.
    }
    // Once the list is shown (navigate settles after its loader), reload it 1 s later.
    await navigate(ORDER_LIST_URL);
    window.setTimeout(() => {
      if (window.location.pathname === ORDER_LIST_URL) window.location.reload();
    }, ORDER_LIST_RELOAD_MS);
  }

  return (
    <main className={styles.page} data-testid="pay-error">
      <section className={styles.result}>
        <div className={`${styles.resultIcon} ${styles.resultIconBad}`} aria-hidden="true">
          !
        </div>
        <h1 className={styles.resultTitle}>支付失败</h1>
        <p className={styles.resultText} data-testid="pay-error-reason">
          {reasonOf(payment)}
        </p>
        {ordNo && (
          <dl className={styles.facts}>
            <dt>订单号</dt>
            <dd>{ordNo}</dd>
            <dt>支付方式</dt>
            <dd>{methodName(payment?.method ?? params.play ?? '')}</dd>
          </dl>
        )}
        <div className={styles.actions}>
          {ordNo && payment?.status !== 'paid' && (
            <Link className={styles.primary} to={payUrl(ordNo)} data-testid="pay-again">
              重新支付
            </Link>
          )}
          <button type="button" className={styles.secondary} onClick={() => void toOrderList()} data-testid="to-order-list">
            查看订单
          </button>
        </div>
      </section>
    </main>
  );
}
