/**
 * The cashier (spec 2.9): /order/wxpay and its siblings /order/unionPay, /appOrder/unionPay,
 * /order/cmbpay, /order/chinaumspay, /order/unionpayint, /order/jdpayscan.
 * `/order/wxpay?ordNo=<orderNo>` is THE way to pay an order: without `method` it shows what is
 * due, the deadline and the methods; with `method` (or after 立即支付) it creates the payment
 * and goes on — the QR code and polling for wxpay / jdpay, the gateway's cashier otherwise.
 * Back from a gateway (`payNo`), it waits for the result and moves to success or error.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, redirect, useNavigate } from 'react-router';
import type { PayMethod } from '@shop/contracts/checkout';
import type { CreatedPayment, PaymentDue } from '@shop/contracts/payment';
import type { Route } from './+types/cashier';
import { Countdown } from '../../../components/Countdown';
import { browserCaller, serverCaller } from '../../../lib/api-call';
import { routeMeta } from '../../../lib/meta';
import { formatYuan } from '@shop/contracts/money';
import { breakdownLines } from '../orders/breakdown-view';
import { MethodChooser } from './MethodChooser';
import { QrPanel } from './QrPanel';
import { failureOf, ORDER_LIST_URL, ORDER_NO, orderDetailUrl, payCalls, payUrl } from './pay-api';
import { isPayMethod, methodOfPath, STAGE_LABELS } from './pay-methods';
import styles from './pay.module.css';

export const meta = routeMeta;

const PAY_NO = /^\d{24}$/;
/** Polling the result: every 2 s (the server asks the gateway itself once a payment is 5 s old). */
const POLL_MS = 2000;
/** Back from a gateway with no result after this: offer to pay again. */
const GIVE_UP_MS = 60_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const ordNo = url.searchParams.get('ordNo') ?? '';
  if (!ORDER_NO.test(ordNo)) return { state: 'blocked' as const, ordNo: '', code: 'E_VALIDATION', message: '订单号有误，请从订单列表重新发起支付' };
  const calls = payCalls(serverCaller(context));
  const payNo = url.searchParams.get('payNo');
  if (payNo && PAY_NO.test(payNo)) {
    // Not asking the gateway from here (the browser's polling does, at the public origin).
    const status = await calls.status(payNo).catch(() => null);
    if (status?.nextUrl) throw redirect(status.nextUrl);
    if (status) return { state: 'returned' as const, ordNo, payNo, method: status.method };
  }
  const method = url.searchParams.get('method');
  const periods = Number(url.searchParams.get('periods'));
  try {
    const due = await calls.due(ordNo);
    return {
      state: 'due' as const,
      ordNo,
      due,
      /** Start paying with this method at once (the contract's `&method=`). */
      start: isPayMethod(method) ? method : null,
      preset: (isPayMethod(method) ? method : methodOfPath(url.pathname)) ?? 'wxpay',
      periods: [3, 6, 12, 24].includes(periods) ? periods : (due.periods ?? 3),
    };
  } catch (err) {
    return { state: 'blocked' as const, ordNo, ...failureOf(err) };
  }
}

export default function Cashier({ loaderData }: Route.ComponentProps) {
  return (
    <main className={styles.page} data-testid="cashier">
      {loaderData.state === 'blocked' && <Blocked ordNo={loaderData.ordNo} code={loaderData.code} message={loaderData.message} />}
      {loaderData.state === 'returned' && <Returned key={loaderData.payNo} ordNo={loaderData.ordNo} payNo={loaderData.payNo} />}
      {loaderData.state === 'due' && <PayDue key={loaderData.ordNo} {...loaderData} />}
    </main>
  );
}

function Blocked({ ordNo, code, message }: { ordNo: string; code: string; message: string }) {
  return (
    <section className={styles.result} data-testid="pay-blocked" data-code={code}>
      <h1 className={styles.resultTitle}>{code === 'ERR_PAY_ALREADY_PAID' ? '订单已支付' : '暂时无法支付'}</h1>
      <p className={styles.resultText}>{message}</p>
      <div className={styles.actions}>
        {ordNo ? (
          <Link className={styles.primary} to={orderDetailUrl(ordNo)}>
            查看订单
          </Link>
        ) : null}
        <Link className={styles.secondary} to={ORDER_LIST_URL}>
          我的订单
        </Link>
      </div>
    </section>
  );
}

/** Polls a payment until it has a result page, then goes there. */
function usePaymentResult(payNo: string | null, query: boolean) {
  const navigate = useNavigate();
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    if (!payNo) return;
    setStalled(false);
    let alive = true;
    const started = Date.now();
    const calls = payCalls(browserCaller);
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const s = await calls.status(payNo, query);
        if (!alive) return;
        if (s.nextUrl) return void navigate(s.nextUrl, { replace: true });
        if (s.status === 'closed') return setStalled(true);
      } catch {
        // Shown by the API client; keep asking.
      }
      if (!alive) return;
      if (Date.now() - started > GIVE_UP_MS) return setStalled(true);
      timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, query ? 300 : POLL_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [payNo, query, navigate]);
  return stalled;
}

function Returned({ ordNo, payNo }: { ordNo: string; payNo: string }) {
  const stalled = usePaymentResult(payNo, true);
  return (
    <section className={styles.result} data-testid="pay-returned">
      <h1 className={styles.resultTitle}>{stalled ? '暂未查询到支付结果' : '正在确认支付结果…'}</h1>
      <p className={styles.resultText}>{stalled ? '如您已完成付款，请稍后在订单中查看；未付款可重新支付。' : '请稍候，支付结果确认后将自动跳转。'}</p>
      {stalled && (
        <div className={styles.actions}>
          <Link className={styles.primary} to={payUrl(ordNo)} reloadDocument>
            重新支付
          </Link>
          <Link className={styles.secondary} to={orderDetailUrl(ordNo)}>
            查看订单
          </Link>
        </div>
      )}
    </section>
  );
}

function PayDue(props: { ordNo: string; due: PaymentDue; start: PayMethod | null; preset: PayMethod; periods: number }) {
  const { ordNo, due } = props;
  const [method, setMethod] = useState<PayMethod>(props.preset);
  const [periods, setPeriods] = useState(props.periods);
  const [payment, setPayment] = useState<CreatedPayment | null>(null);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const started = useRef(false);
  const stalled = usePaymentResult(payment?.qrContent ? payment.payNo : null, false);

  async function pay(m: PayMethod) {
    if (busy) return;
    setBusy(true);
    try {
      const created = await payCalls(browserCaller).create(ordNo, m, m === 'cmbpay' ? periods : undefined);
      if (created.cashierUrl) {
        setLeaving(true);
        window.location.assign(created.cashierUrl);
        return;
      }
      setPayment(created);
    } catch {
      // The API client showed why (already paid, cancelled, gateway unreachable …).
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (props.start && !started.current) {
      started.current = true;
      void pay(props.start);
    }
    // Once, on arrival with &method=.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <section className={styles.summary} aria-label="订单信息">
        <div>
          <h1 className={styles.summaryTitle}>
            {due.stage === 'balance' ? '请支付尾款' : due.stage === 'deposit' ? '定金订单已提交，请尽快支付定金' : '订单提交成功，请尽快付款！'}
          </h1>
          <p className={styles.summaryNo}>
            订单号：<span data-testid="pay-order-no">{ordNo}</span>
          </p>
          <Countdown endsAt={due.deadlineMs} serverNow={due.serverNowMs} label={due.stage === 'balance' ? '尾款支付剩余' : '支付剩余时间'} />
        </div>
        <p className={styles.summaryAmount}>
          <span>{STAGE_LABELS[due.stage]}</span>
          <strong data-testid="pay-amount">{formatYuan(due.amount)}</strong>
        </p>
      </section>
      <section className={styles.breakdown} aria-labelledby="pay-breakdown-title" data-testid="pay-breakdown">
        <h2 id="pay-breakdown-title" className={styles.breakdownTitle}>
          金额明细
        </h2>
        <dl className={styles.breakdownRows}>
          {breakdownLines(due.breakdown).map((r) => (
            <div key={r.key} className={styles.breakdownRow} data-testid={`pay-amount-${r.key}`}>
              <dt>{r.label}</dt>
              <dd className={r.minus ? styles.breakdownMinus : undefined}>{r.text}</dd>
            </div>
          ))}
          <div className={`${styles.breakdownRow} ${styles.breakdownTotal}`} data-testid="pay-amount-total">
            <dt>订单总额</dt>
            <dd>{formatYuan(due.breakdown.total)}</dd>
          </div>
          {due.breakdown.balance > 0 ? (
            <div className={styles.breakdownRow}>
              <dt>{due.stage === 'balance' ? '已付定金' : '尾款（尾款期内支付）'}</dt>
              <dd>{formatYuan(due.stage === 'balance' ? due.breakdown.payable : due.breakdown.balance)}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      {leaving ? (
        <section className={styles.result} role="status">
          <h2 className={styles.resultTitle}>正在前往支付页面…</h2>
        </section>
      ) : payment?.qrContent ? (
        stalled ? (
          <section className={styles.result}>
            <h2 className={styles.resultTitle}>二维码已失效</h2>
            <div className={styles.actions}>
              <button type="button" className={styles.primary} onClick={() => setPayment(null)}>
                重新支付
              </button>
            </div>
          </section>
        ) : (
          <QrPanel payment={payment} onChange={() => setPayment(null)} />
        )
      ) : (
        <MethodChooser
          amount={due.amount}
          method={method}
          periods={periods}
          busy={busy}
          onMethod={setMethod}
          onPeriods={setPeriods}
          onPay={() => void pay(method)}
        />
      )}
    </>
  );
}
