/**
 * Order detail (spec 2.8): /Personalcenter/orderDeatil/:code/:ziItemCode?, also
 * menberOrderDeatil and historyorderDeatil. Status with the time left to pay, pre-sale
 * deposit and balance, the status timeline, logistics summary, address, products, amounts,
 * the e-invoice (its state, PDFs, 申请开票 / 修改抬头) and remark. An order that is not the member's shows "订单不存在".
 */
import { Link, useRevalidator } from 'react-router';
import type { OrderDetail } from '@shop/contracts/order';
import type { RecycleList } from '@shop/contracts/inbox';
import type { Route } from './+types/order-detail';
import { routeMeta } from '../../../lib/meta';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { loadOrderDetail } from './orders.server';
import { OrderActions } from './OrderActions';
import { OrderLines } from './OrderLines';
import { TrialStatus } from './TrialStatus';
import { OrderTimeline } from './OrderTimeline';
import { PresaleBlock } from './PresaleBlock';
import { InvoiceBlock } from './InvoiceBlock';
import { formatYuan } from '@shop/contracts/money';
import { breakdownLines } from './breakdown-view';
import { logisticsPath, orderListPath, remainingText } from './order-format';
import { useRemaining } from './use-remaining';
import { afterSalesEntryOf } from '../../member/after-sales/after-sales-view';
import styles from './orders.module.css';

export const meta = routeMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadOrderDetail(request, context, params.code);
}

export default function OrderDetailPage({ loaderData }: Route.ComponentProps) {
  const { detail, recycling, invoice, history, loadedAt } = loaderData;
  const listHref = history ? '/Personalcenter/historyorder' : orderListPath();
  const crumbs = [
    { name: '首页', path: '/' },
    { name: history ? '历史订单' : '我的订单', path: listHref },
    { name: '订单详情', path: '' },
  ];
  if (!detail) {
    return (
      <div className={styles.page}>
        <Breadcrumbs crumbs={crumbs} />
        <section className={styles.empty} data-testid="order-not-found">
          <h1 className={styles.title}>订单不存在</h1>
          <p>没有找到这个订单，请返回订单列表查看。</p>
          <Link to={listHref} className="btn btn-primary">
            返回订单列表
          </Link>
        </section>
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="order-detail-page" data-status={detail.status}>
      <Breadcrumbs crumbs={crumbs} />
      <StatusHeader d={detail} loadedAt={loadedAt} />
      {detail.presale ? <PresaleBlock orderNo={detail.orderNo} presale={detail.presale} loadedAt={loadedAt} /> : null}
      <div className={styles.detailGrid}>
        <section className={styles.section} aria-labelledby="timeline-title">
          <h2 id="timeline-title" className={styles.sectionTitle}>
            订单跟踪
          </h2>
          <OrderTimeline events={[...detail.timeline].reverse()} />
        </section>
        <section className={styles.section} aria-labelledby="address-title">
          <h2 id="address-title" className={styles.sectionTitle}>
            收货信息
          </h2>
          <p className={styles.addressLine}>
            <strong>{detail.address.receiver}</strong> {detail.address.mobileMasked}
          </p>
          <p className={styles.addressLine}>
            {detail.address.region} {detail.address.detail}
          </p>
          {detail.deliveryDate ? <p className={styles.muted}>期望送达：{detail.deliveryDate}</p> : null}
          {detail.logistics ? (
            <div className={styles.logisticsSummary} data-testid="logistics-summary">
              <p>
                {detail.logistics.carrier} 运单号 {detail.logistics.trackingNo}
              </p>
              {detail.logistics.latest ? (
                <p className={styles.muted}>
                  {detail.logistics.latest.at} {detail.logistics.latest.description}
                </p>
              ) : null}
              <Link to={logisticsPath(detail.orderNo)} className={styles.textLink}>
                查看物流详情
              </Link>
            </div>
          ) : null}
        </section>
      </div>
      {detail.refunds.length > 0 ? <Refunds d={detail} /> : null}
      {recycling ? <TradeInRecycling r={recycling} /> : null}
      <section className={styles.section} aria-labelledby="lines-title">
        <h2 id="lines-title" className={styles.sectionTitle}>
          商品信息
        </h2>
        <OrderLines lines={detail.lines} />
      </section>
      <div className={styles.detailGrid}>
        <section className={styles.section} aria-labelledby="invoice-title">
          <h2 id="invoice-title" className={styles.sectionTitle}>
            电子发票与备注
          </h2>
          {invoice ? <InvoiceBlock inv={invoice} /> : <p className={styles.muted}>不开发票</p>}
          <p className={styles.muted}>订单备注：{detail.remark || '无'}</p>
        </section>
        <Amounts d={detail} />
      </div>
    </div>
  );
}

function StatusHeader({ d, loadedAt }: { d: OrderDetail; loadedAt: number }) {
  const revalidator = useRevalidator();
  const left = useRemaining(d.payRemainingMs, loadedAt, () => void revalidator.revalidate());
  // Inside the after-sales windows (return 7 days, exchange 15, from delivery): the apply page.
  // A trial not bought goes back through its own page (申请退还), not a plain return.
  const afterSales = d.tryBuy && d.tryBuy.state !== 'converted' ? null : afterSalesEntryOf(d, loadedAt);
  return (
    <section className={styles.statusHeader} aria-labelledby="status-title">
      <div>
        <h1 id="status-title" className={styles.statusTitle} data-testid="order-status">
          {d.statusLabel}
        </h1>
        <p className={styles.muted}>
          订单号：<span data-testid="order-no">{d.orderNo}</span>　下单时间：{d.createdAt}
        </p>
        {d.status === 'pending_payment' && left !== null ? (
          <p className={styles.payLeft} data-testid="pay-countdown">
            {left > 0 ? `请在 ${remainingText(left)} 内完成支付，超时订单将自动取消` : '支付时间已到，订单正在取消'}
          </p>
        ) : null}
        {d.cancelReason && d.status !== 'pending_payment' && d.cancelledAt ? (
          <p className={styles.muted} data-testid="cancel-reason">
            取消原因：{d.cancelReason}
          </p>
        ) : null}
        {d.status === 'paid' ? <p className={styles.muted}>商家正在备货，发货后可查看物流；发货前可取消订单，款项原路退回。</p> : null}
        {d.status === 'refunding' ? <p className={styles.muted}>退款处理中，款项将原路退回，到账时间以支付渠道为准。</p> : null}
        {d.status === 'refunded' ? <p className={styles.muted}>已退款 {formatYuan(d.refundedAmt)}，款项已原路退回。</p> : null}
        {d.status === 'refund_failed' ? <p className={styles.muted}>退款暂未成功，客服将尽快为您处理，无需重复申请。</p> : null}
        {d.tryBuy ? <TrialStatus trial={d.tryBuy} /> : null}
        {d.tryBuy?.state === 'trying' ? (
          <p className={styles.muted} data-testid="order-trial-note">
            试用期内可确认购买（押金转为货款，订单完成），或申请退还（整单寄回，验货后退回实付金额扣除损耗扣款）；试用期结束未申请退还的将自动确认购买。
          </p>
        ) : null}
        {d.tryBuy?.state === 'trying' && d.tryBuy.returnRefusal ? <p className={styles.muted}>{d.tryBuy.returnRefusal}</p> : null}
        {d.status === 'delivered' && !d.tryBuy ? <p className={styles.muted}>商品已签收，请确认收货；签收 {d.autoConfirmDays} 天后将自动确认收货。</p> : null}
      </div>
      <div className={styles.actions}>
        <OrderActions orderNo={d.orderNo} actions={d.actions} paidAmt={d.paidAmt} />
        {afterSales ? (
          <Link to={afterSales} className={`btn ${styles.actionBtn}`} data-testid="order-after-sales">
            申请售后
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** Where the order's money went back: each refund, its channel and state (issue #17). */
function Refunds({ d }: { d: OrderDetail }) {
  return (
    <section className={styles.section} aria-labelledby="refunds-title" data-testid="order-refunds">
      <h2 id="refunds-title" className={styles.sectionTitle}>
        退款信息
      </h2>
      <ul className={styles.refundList}>
        {d.refunds.map((r) => (
          <li key={r.refundNo} className={styles.refundRow} data-testid="order-refund">
            <span>
              {r.late ? '订单取消后到账的支付，' : ''}退回{r.methodLabel} <strong>{formatYuan(r.amount)}</strong>
            </span>
            <span data-testid="order-refund-status">{r.statusLabel}</span>
            <span className={styles.muted}>
              {r.finishedAt ? `完成于 ${r.finishedAt}` : `申请于 ${r.createdAt}`} · 退款单号 {r.refundNo}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The old device traded in with this order, its recycling status and the way to its detail. */
function TradeInRecycling({ r }: { r: RecycleList['list'][number] }) {
  return (
    <section className={styles.section} aria-labelledby="trade-in-title" data-testid="order-trade-in">
      <h2 id="trade-in-title" className={styles.sectionTitle}>
        以旧换新
      </h2>
      <p className={styles.addressLine}>
        旧机：{r.deviceName} · 抵扣 {formatYuan(r.credit)} · <span data-testid="order-trade-in-status">{r.statusTitle}</span>
      </p>
      <Link to={`/Personalcenter/Personal_Recoverydetail/${r.ordNo}/${r.rclmOrdNo}`} className={styles.textLink}>
        查看回收详情
      </Link>
    </section>
  );
}

function Amounts({ d }: { d: OrderDetail }) {
  const b = d.breakdown;
  // The same rows, in the same order, as checkout and the pay page (breakdown-view.ts).
  const rows: [string, string, string][] = breakdownLines(b).map((r) => [r.key, r.label, r.text]);
  return (
    <section className={styles.section} aria-labelledby="amount-title" data-testid="order-amounts">
      <h2 id="amount-title" className={styles.sectionTitle}>
        金额明细
      </h2>
      <dl className={styles.amounts}>
        {rows.map(([key, k, v]) => (
          <div key={key} className={styles.amountRow} data-testid={`amount-${key}`}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
        <div className={`${styles.amountRow} ${styles.amountTotal}`} data-testid="amount-total">
          <dt>订单总额</dt>
          <dd>{formatYuan(b.total)}</dd>
        </div>
        {d.presale ? (
          <>
            <div className={styles.amountRow} data-testid="amount-deposit">
              <dt>定金</dt>
              <dd>{formatYuan(b.payable)}</dd>
            </div>
            <div className={styles.amountRow} data-testid="amount-balance">
              <dt>尾款</dt>
              <dd>{formatYuan(b.balance)}</dd>
            </div>
          </>
        ) : null}
        <div className={styles.amountRow}>
          <dt>已支付</dt>
          <dd data-testid="paid-amount">{formatYuan(d.amounts.paidAmt)}</dd>
        </div>
        {d.refundedAmt > 0 ? (
          <div className={styles.amountRow}>
            <dt>已退款</dt>
            <dd data-testid="refunded-amount">{formatYuan(d.refundedAmt)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
