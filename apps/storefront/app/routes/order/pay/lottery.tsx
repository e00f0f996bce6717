/**
 * /order/lottery?ordNo=…: the draw after a payment — one per paid order; the prize (points)
 * goes to the member's points ledger once. The result is the server's (stable per order).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { LotteryResult } from '@shop/contracts/payment';
import type { Route } from './+types/lottery';
import { browserCaller, serverCaller } from '../../../lib/api-call';
import { routeMeta } from '../../../lib/meta';
import { failureOf, ORDER_NO, orderDetailUrl, payCalls } from './pay-api';
import styles from './pay.module.css';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const ordNo = new URL(request.url).searchParams.get('ordNo') ?? '';
  if (!ORDER_NO.test(ordNo)) return { ordNo: '', result: null, failure: '订单号有误，请从支付成功页面进入抽奖' };
  try {
    return { ordNo, result: await payCalls(serverCaller(context)).lottery(ordNo), failure: null };
  } catch (err) {
    return { ordNo, result: null, failure: failureOf(err).message };
  }
}

export default function Lottery({ loaderData }: Route.ComponentProps) {
  const { ordNo } = loaderData;
  const [result, setResult] = useState<LotteryResult | null>(loaderData.result);
  const [busy, setBusy] = useState(false);

  async function draw() {
    if (busy) return;
    setBusy(true);
    try {
      setResult(await payCalls(browserCaller).draw(ordNo));
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className={styles.page} data-testid="lottery">
      <section className={styles.result}>
        <h1 className={styles.resultTitle}>支付抽奖</h1>
        {loaderData.failure ? (
          <p className={styles.resultText}>{loaderData.failure}</p>
        ) : result?.drawn ? (
          <>
            <div className={styles.box} aria-hidden="true">
              {result.points > 0 ? '🎁' : '🙂'}
            </div>
            <p className={styles.prize} data-testid="lottery-result">
              {result.title}
            </p>
            <p className={styles.resultText}>{result.points > 0 ? `${result.points} 积分已存入您的账户，下单时可抵扣。` : '感谢您的支持，祝您购物愉快！'}</p>
          </>
        ) : (
          <>
            <div className={styles.box} aria-hidden="true">
              ?
            </div>
            <p className={styles.resultText}>每个已支付订单可抽奖一次，奖品为积分。</p>
            <div className={styles.actions}>
              <button type="button" className={styles.primary} onClick={() => void draw()} disabled={busy} data-testid="lottery-draw">
                {busy ? '抽奖中…' : '开始抽奖'}
              </button>
            </div>
          </>
        )}
        <div className={`${styles.actions} ${styles.actionsSpaced}`}>
          {ordNo && (
            <Link className={styles.secondary} to={orderDetailUrl(ordNo)}>
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
