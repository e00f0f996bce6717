/**
 * /Personalcenter/Personal_AfterSales_Details/:code (spec 2.8, issue #17): one request of the
 * member — its state and the progress bar, what to do now (the returns address once approved,
 * the waybill sent back, the exchange's waybill, the reason of a refusal), the lines with their
 * quantities and refunds, the refund in total (shipping and points given back included), the
 * reason, description and pictures, and the timeline newest first. What the member may do is
 * what the API says (can): 撤销申请 and 确认收货 ask first; 填写寄回信息 opens trk. After an
 * action the page's data is read again.
 * …/Personal_AfterSales_DetailsTryBuy/:code shows a try-buy return (先试后买): the same, plus
 * the trial (start, end, days) and the refund's calculation (已付 − 损耗扣款 = 应退). Each
 * page sends a request of the other kind to its own page.
 */
import { useState } from 'react';
import { Link, redirect, useRevalidator } from 'react-router';
import { RETURN_CARRIERS, type AfterSalesDetail } from '@shop/contracts/after-sales';
import { formatYuan } from '@shop/contracts/money';
import { afterSalesEndpoints } from '@shop/contracts/endpoint-refs/after-sales';
import type { Route } from './+types/after-sales-detail';
import { routeMeta } from '../../../lib/meta';
import { showToast } from '../../../lib/toast';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { Dialog } from '../../../chrome/dialogs';
import { PictureList } from '../../../components/picture-uploads/PictureUploads';
import { inboxCall } from '../records/inbox-api';
import { loadRequest } from './after-sales.server';
import { AFTER_SALES_LIST_PATH, detailPathOf, isTryBuyDetailPath, shipBackPath, speedPath } from './after-sales-view';
import { refundSumText } from '../../try-buy/try-buy-view';
import { StepsBar, Timeline } from './AfterSalesProgress';
import { RequestMissing } from './RequestMissing';
import styles from '../records/inbox-pages.module.css';
import own from './after-sales.module.css';

export const meta = routeMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const read = await loadRequest(request, context, params.code);
  const d = read.data.value;
  if (d && (d.type === 'trybuy_return') !== isTryBuyDetailPath(new URL(request.url).pathname)) throw redirect(detailPathOf(d));
  return read;
}

const carrierName = (code: string | null) => (code ? ((RETURN_CARRIERS as Record<string, { name: string }>)[code]?.name ?? code) : '');

/** One sentence on where the request stands and what comes next. */
function statusNote(d: AfterSalesDetail): string {
  switch (d.status) {
    case 'submitted':
      return '您的申请已提交，客服将在 24 小时内完成审核。';
    case 'awaiting_return':
      return '审核已通过，请在 7 天内将商品寄回并填写寄回信息。';
    case 'awaiting_inspection':
      return '商品寄回中，售后中心收到后将在 48 小时内完成验货。';
    case 'inspected':
      return d.type === 'exchange' ? '验货已通过，新商品即将发出。' : '验货已通过，退款即将发起。';
    case 'refunding':
      return '退款处理中，款项将原路退回，到账时间以支付渠道为准。';
    case 'refund_failed':
      return '退款暂未成功，客服将尽快为您处理，无需重复申请。';
    case 'exchange_shipped':
      return '换货商品已发出，收到后请确认收货。';
    case 'completed':
      return d.type === 'exchange' ? '换货已完成。' : `退款已完成，${formatYuan(d.refundAmt)} 已原路退回。`;
    case 'rejected':
      return '很抱歉，您的申请未通过。';
    case 'cancelled':
      return '您已撤销该申请。';
  }
}

export default function AfterSalesDetailPage({ loaderData }: Route.ComponentProps) {
  const { value: d, message } = loaderData;
  return (
    <div className={styles.page} data-testid="after-sales-detail-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '售后服务', path: AFTER_SALES_LIST_PATH },
          { name: d?.type === 'trybuy_return' ? '试用售后详情' : '售后详情', path: '' },
        ]}
      />
      {d ? <Detail d={d} /> : <RequestMissing message={message} />}
    </div>
  );
}

function Detail({ d }: { d: AfterSalesDetail }) {
  const isReturn = d.type === 'return' || d.type === 'trybuy_return';
  return (
    <div className={own.stack} data-status={d.status}>
      <section className={own.status} aria-labelledby="as-status">
        <div>
          <h1 id="as-status" className={own.statusTitle} data-testid="after-sales-status">
            {d.statusTitle}
          </h1>
          <p>
            {d.typeTitle} · 售后单号 <span data-testid="after-sales-reqno">{d.reqNo}</span> · 申请时间 {d.createdAt}
          </p>
          <p data-testid="after-sales-note">{statusNote(d)}</p>
        </div>
        <DetailActions d={d} />
      </section>

      <section className={styles.panel} aria-labelledby="as-progress">
        <div className={styles.cardHead}>
          <h2 id="as-progress" className={styles.sectionTitle} style={{ margin: 0 }}>
            处理进度
          </h2>
          <Link to={speedPath(d.reqNo)}>查看完整进度</Link>
        </div>
        <StepsBar steps={d.steps} />
        <WhatNow d={d} />
      </section>

      {d.tryBuy ? <TrialPeriod trial={d.tryBuy} /> : null}

      <div className={styles.split}>
        <section className={styles.panel} aria-labelledby="as-lines">
          <h2 id="as-lines" className={styles.sectionTitle} style={{ margin: 0 }}>
            {d.typeTitle}商品
          </h2>
          <ul className={styles.lines} data-testid="after-sales-lines">
            {d.lines.map((l) => (
              <li key={l.lineId} className={styles.cardHead} data-testid="after-sales-line">
                <span className={styles.rowMain}>
                  <span className={styles.rowTitle}>{l.skuNm}</span>
                  <span className={styles.muted}>
                    {l.attrs ? `${l.attrs} · ` : ''}
                    {formatYuan(l.unitPrice)} × {l.qty}
                  </span>
                </span>
                {isReturn ? <span className={styles.amount}>退款 {formatYuan(l.refundAmt)}</span> : <span className={styles.muted}>× {l.qty}</span>}
              </li>
            ))}
          </ul>
          {d.tryBuy ? <TrialRefund d={d} trial={d.tryBuy} /> : isReturn ? <RefundTotal d={d} /> : null}
        </section>

        <section className={styles.panel} aria-labelledby="as-info">
          <h2 id="as-info" className={styles.sectionTitle} style={{ margin: 0 }}>
            申请信息
          </h2>
          <dl className={styles.facts} style={{ gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <div>
              <dt>售后类型</dt>
              <dd>{d.typeTitle}</dd>
            </div>
            <div>
              <dt>{d.typeTitle}原因</dt>
              <dd data-testid="after-sales-reason">{d.reasonTitle}</dd>
            </div>
            {d.tryBuy ? null : (
              <div>
                <dt>商品是否已拆封</dt>
                <dd>{d.opened ? '已拆封或已激活' : '未拆封'}</dd>
              </div>
            )}
            <div>
              <dt>订单号</dt>
              <dd>
                <Link to={`/Personalcenter/orderDeatil/${d.orderNo}`}>{d.orderNo}</Link>
              </dd>
            </div>
            <div>
              <dt>问题描述</dt>
              <dd className={styles.body} style={{ fontWeight: 400 }}>
                {d.description || '无'}
              </dd>
            </div>
          </dl>
          {d.pictures.length > 0 ? <PictureList pictures={d.pictures} noun="凭证图片" testId="after-sales-pictures" /> : null}
        </section>
      </div>

      <section className={styles.panel} aria-labelledby="as-timeline">
        <h2 id="as-timeline" className={styles.sectionTitle} style={{ margin: 0 }}>
          处理记录
        </h2>
        <Timeline entries={d.timeline} />
      </section>
    </div>
  );
}

/** The returns address, the waybill sent back, the exchange's waybill or the refusal: whichever applies now. */
function WhatNow({ d }: { d: AfterSalesDetail }) {
  return (
    <>
      {d.status === 'awaiting_return' && d.returnAddress ? (
        <div className={own.box} data-testid="after-sales-return-address">
          <p>
            <strong>寄回地址</strong>
          </p>
          <p>
            {d.returnAddress.receiver} {d.returnAddress.mobile}
          </p>
          <p>{d.returnAddress.address}</p>
          <p className={styles.muted}>请在包裹内附上写有售后单号 {d.reqNo} 的纸条，寄出后填写寄回信息。</p>
        </div>
      ) : null}
      {d.returnMethod ? (
        <div className={own.box} data-testid="after-sales-return-shipping">
          <p>
            <strong>寄回信息</strong>
          </p>
          {d.returnMethod === 'pickup' ? (
            <p>已预约快递上门取件（从订单收货地址取件）</p>
          ) : (
            <p>
              {carrierName(d.returnCarrier)} 运单号 {d.returnTrackingNo}
            </p>
          )}
        </div>
      ) : null}
      {d.exchangeTrackingNo ? (
        <div className={own.box} data-testid="after-sales-exchange-shipping">
          <p>
            <strong>换货商品物流</strong>
          </p>
          <p>
            {d.exchangeCarrier} 运单号 {d.exchangeTrackingNo}
          </p>
        </div>
      ) : null}
      {d.status === 'rejected' && d.rejectReason ? (
        <div className={own.warn} data-testid="after-sales-reject-reason">
          <p>
            <strong>未通过原因</strong>
          </p>
          <p>{d.rejectReason}</p>
        </div>
      ) : null}
    </>
  );
}

type Trial = NonNullable<AfterSalesDetail['tryBuy']>;

/** The trial the request returns: its start, end and length. */
function TrialPeriod({ trial }: { trial: Trial }) {
  return (
    <section className={styles.panel} aria-labelledby="as-trial" data-testid="trybuy-trial">
      <h2 id="as-trial" className={styles.sectionTitle} style={{ margin: 0 }}>
        试用信息
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>试用天数</dt>
          <dd data-testid="trybuy-trial-days">{trial.trialDays} 天</dd>
        </div>
        <div>
          <dt>试用开始</dt>
          <dd>{trial.startsAt ?? '签收后开始'}</dd>
        </div>
        <div>
          <dt>试用结束</dt>
          <dd>{trial.endsAt ?? '—'}</dd>
        </div>
      </dl>
    </section>
  );
}

/** 已付 − 损耗扣款 (with its reason) = 应退: the refund of a returned trial. */
function TrialRefund({ d, trial }: { d: AfterSalesDetail; trial: Trial }) {
  const done = d.status === 'completed';
  return (
    <div className={own.stack} data-testid="trybuy-refund">
      <dl className={own.amounts}>
        <div className={own.amountRow}>
          <dt>已付（押金，含运费）</dt>
          <dd data-testid="trybuy-paid">{formatYuan(trial.paid)}</dd>
        </div>
        <div className={own.amountRow}>
          <dt>损耗扣款{trial.deductionReason ? `（${trial.deductionReason}）` : ''}</dt>
          <dd data-testid="trybuy-deduction">−{formatYuan(trial.deduction)}</dd>
        </div>
        <div className={own.amountTotal}>
          <dt>{done ? '已退款' : '应退'}</dt>
          <dd data-testid="trybuy-refund-total">{formatYuan(trial.refund)}</dd>
        </div>
      </dl>
      <p className={styles.muted} data-testid="trybuy-refund-sum">
        {refundSumText(trial.paid, trial.deduction, trial.refund)}
        {done ? '，款项已原路退回' : '；损耗扣款在验货时确定，以实际退款为准'}
      </p>
    </div>
  );
}

function RefundTotal({ d }: { d: AfterSalesDetail }) {
  const done = d.status === 'completed';
  return (
    <div className={own.stack} data-testid="after-sales-refund">
      <dl className={own.amounts}>
        <div className={own.amountRow}>
          <dt>商品退款</dt>
          <dd>{formatYuan(d.refundAmt - d.shippingRefund)}</dd>
        </div>
        {d.shippingRefund > 0 ? (
          <div className={own.amountRow}>
            <dt>运费退回</dt>
            <dd>{formatYuan(d.shippingRefund)}</dd>
          </div>
        ) : null}
        <div className={own.amountTotal}>
          <dt>{done ? '已退款' : '退款合计'}</dt>
          <dd data-testid="after-sales-refund-total">{formatYuan(d.refundAmt)}</dd>
        </div>
        {d.pointsBack > 0 ? (
          <div className={own.amountRow}>
            <dt>退回积分</dt>
            <dd data-testid="after-sales-points-back">{d.pointsBack} 积分</dd>
          </div>
        ) : null}
      </dl>
      {done ? null : <p className={styles.muted}>以实际退款为准，款项原路退回</p>}
    </div>
  );
}

function DetailActions({ d }: { d: AfterSalesDetail }) {
  const [ask, setAsk] = useState<'cancel' | 'confirm' | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  async function run(endpoint: typeof afterSalesEndpoints.cancel | typeof afterSalesEndpoints.confirm, done: string) {
    if (busy) return;
    setBusy(true);
    try {
      const r = await inboxCall(endpoint, { params: { reqNo: d.reqNo } });
      if (r.ok) showToast(done);
      else if (r.message) showToast(r.message);
      setAsk(null);
      // Changed either way (or meanwhile by staff): show the request as it is now.
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  if (!d.can.cancel && !d.can.ship && !d.can.confirm) return null;
  return (
    <div className={styles.actions} data-testid="after-sales-actions">
      {d.can.ship ? (
        <Link to={shipBackPath(d.reqNo)} className="btn btn-primary">
          填写寄回信息
        </Link>
      ) : null}
      {d.can.confirm ? (
        <button type="button" className="btn btn-primary" onClick={() => setAsk('confirm')}>
          确认收货
        </button>
      ) : null}
      {d.can.cancel ? (
        <button type="button" className="btn" onClick={() => setAsk('cancel')}>
          撤销申请
        </button>
      ) : null}

      <Dialog
        open={ask === 'cancel'}
        title="撤销售后申请"
        onClose={() => setAsk(null)}
        testId="dialog-cancel-after-sales"
        actions={
          <>
            <button type="button" className="btn" onClick={() => setAsk(null)}>
              再想想
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void run(afterSalesEndpoints.cancel, '售后申请已撤销')}>
              确认撤销
            </button>
          </>
        }
      >
        <p>撤销后该申请将关闭；在售后期限内，您仍可重新申请。</p>
      </Dialog>

      <Dialog
        open={ask === 'confirm'}
        title="确认收到换货商品"
        onClose={() => setAsk(null)}
        testId="dialog-confirm-exchange"
        actions={
          <>
            <button type="button" className="btn" onClick={() => setAsk(null)}>
              取消
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void run(afterSalesEndpoints.confirm, '已确认收货，换货完成')}>
              确认收货
            </button>
          </>
        }
      >
        <p>请确认您已收到换货商品且商品完好。确认后换货完成。</p>
      </Dialog>
    </div>
  );
}
