/**
 * /Personalcenter/Personal_AfterSales_apply/returnGoods/:code and …/exchangeGoods/:code (spec
 * 2.8, issue #17): the member's return or exchange request for order :code. The order's lines
 * with what can still be asked for (a refused line shows why and cannot be chosen), the
 * quantity of each, the reason, whether the seal is broken, a description (≤ 500), up to 9
 * pictures (uploaded one by one with fileMeta=after-sales) and, for a return, the estimated
 * refund. The form is checked with the API's own schema first; the API's refusal (a reason the
 * line does not allow, a window that closed meanwhile …) shows above the button. One client
 * token per page load: a second submit of the same page answers the first request.
 * …/returnGoodsTryBuy/:code (先试后买) returns the whole trial order: every line is listed and
 * goes back at its full quantity (none chosen), the trial's own reasons, no seal question, the
 * trial's end as the deadline and the refund rule (paid, less any deduction at inspection).
 */
// This module parses with zod in the browser: without code generation under the CSP.
import '../../../lib/zod-no-eval';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  AFTER_SALES_DESCRIPTION_MAX,
  AFTER_SALES_TYPE_TITLES,
  afterSalesApplyInputSchema,
  type AfterSalesApplyView,
  type AfterSalesReason,
} from '@shop/contracts/after-sales';
import { formatYuan } from '@shop/contracts/money';
import { afterSalesEndpoints } from '@shop/contracts/endpoint-refs/after-sales';
import type { OrderTryBuy } from '@shop/contracts/try-buy';
import type { Route } from './+types/after-sales-apply';
import { routeMeta } from '../../../lib/meta';
import { PictureUploads } from '../../../components/picture-uploads/PictureUploads';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { inboxCall } from '../records/inbox-api';
import { loadApplyView } from './after-sales.server';
import {
  AFTER_RULES_PATH,
  AFTER_SALES_LIST_PATH,
  applySuccessPath,
  applyTypeOf,
  clampQty,
  firstIssues,
  newClientToken,
  refundEstimate,
} from './after-sales-view';
import styles from '../records/inbox-pages.module.css';
import own from './after-sales.module.css';

export const meta = routeMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadApplyView(request, context, params.code, applyTypeOf(new URL(request.url).pathname));
}

type Line = AfterSalesApplyView['lines'][number];

export default function AfterSalesApply({ loaderData }: Route.ComponentProps) {
  const { value: view, message, type, orderNo, tryBuy } = loaderData;
  const title = `申请${AFTER_SALES_TYPE_TITLES[type]}`;
  return (
    <div className={styles.page} data-testid="after-sales-apply-page" data-type={type}>
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '售后服务', path: AFTER_SALES_LIST_PATH },
          { name: title, path: '' },
        ]}
      />
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        <Link to={AFTER_RULES_PATH}>售后规则</Link>
      </div>
      {view ? (
        <ApplyForm view={view} tryBuy={tryBuy} />
      ) : (
        <section className={styles.empty} data-testid="after-sales-apply-missing">
          <p>{message || `订单 ${orderNo} 暂不能申请${AFTER_SALES_TYPE_TITLES[type]}`}</p>
          <Link to={AFTER_SALES_LIST_PATH} className="btn btn-primary">
            返回售后服务
          </Link>
        </section>
      )}
    </div>
  );
}

/** A try-buy return takes the whole order: every line open to it, at the units still open. */
const wholeOrder = (view: AfterSalesApplyView): Record<number, number> =>
  Object.fromEntries(view.lines.filter((l) => l.refusal === null && l.available > 0).map((l) => [l.lineId, l.available]));

function ApplyForm({ view, tryBuy }: { view: AfterSalesApplyView; tryBuy: OrderTryBuy | null }) {
  const id = useId();
  const navigate = useNavigate();
  const isReturn = view.type === 'return';
  const isTrial = view.type === 'trybuy_return';
  /** lineId → quantity of the chosen lines. */
  const [chosen, setChosen] = useState<Record<number, number>>(() => (isTrial ? wholeOrder(view) : {}));
  const [reason, setReason] = useState<AfterSalesReason | ''>('');
  const [opened, setOpened] = useState<boolean | null>(null);
  const [description, setDescription] = useState('');
  const [pictures, setPictures] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const token = useRef<string | null>(null);

  const open = (l: Line) => l.refusal === null && l.available > 0;
  const choose = (l: Line, on: boolean) => {
    setError('');
    setChosen((c) => {
      const next = { ...c };
      if (on) next[l.lineId] = 1;
      else delete next[l.lineId];
      return next;
    });
  };
  const setQty = (l: Line, qty: number) => setChosen((c) => ({ ...c, [l.lineId]: clampQty(qty, l.available) }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || uploading) return;
    if (opened === null && !isTrial) return setError('请选择商品是否已拆封');
    token.current ??= newClientToken();
    const input = {
      orderNo: view.orderNo,
      type: view.type,
      lines: Object.entries(chosen).map(([lineId, qty]) => ({ lineId: Number(lineId), qty })),
      reason: reason || undefined,
      description,
      pictures,
      opened: opened ?? false,
      clientToken: token.current,
    };
    const checked = afterSalesApplyInputSchema.safeParse(input);
    if (!checked.success) {
      const issues = firstIssues(checked.error.issues);
      return setError(issues.lines ?? Object.values(issues)[0] ?? '请检查填写的内容');
    }
    setBusy(true);
    setError('');
    try {
      const r = await inboxCall(afterSalesEndpoints.apply, { body: checked.data });
      if (r.ok) await navigate(applySuccessPath(r.data.reqNo));
      else if (r.message) setError(r.message);
    } finally {
      setBusy(false);
    }
  }

  const estimate = refundEstimate(view.lines, chosen);
  const descLength = description.trim().length;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={`${AFTER_SALES_TYPE_TITLES[view.type]}申请`} data-testid="after-sales-apply-form">
      <p className={styles.muted}>
        订单号 {view.orderNo}
        {view.deliveredAt ? ` · 签收时间 ${view.deliveredAt}` : ''}
        {view.deadline ? ` · ${isTrial ? '试用期截止（请在此前申请）' : `${AFTER_SALES_TYPE_TITLES[view.type]}截止`} ${view.deadline}` : ''}
      </p>

      {isTrial ? (
        <TrialLines view={view} tryBuy={tryBuy} />
      ) : (
        <fieldset className={styles.field} style={{ border: 0, margin: 0, padding: 0 }}>
          <legend className={styles.label}>选择{AFTER_SALES_TYPE_TITLES[view.type]}商品</legend>
          <ul className={styles.lines} style={{ gap: 0 }}>
            {view.lines.map((l) => {
              const enabled = open(l);
              const qty = chosen[l.lineId];
              const boxId = `${id}-line-${l.lineId}`;
              const why = l.refusal ?? (l.available > 0 ? null : '该商品已全部申请售后');
              return (
                <li key={l.lineId} className={own.applyLine} data-disabled={!enabled} data-testid="apply-line" data-line-id={l.lineId}>
                  <input
                    id={boxId}
                    type="checkbox"
                    checked={qty !== undefined}
                    disabled={!enabled}
                    onChange={(e) => choose(l, e.target.checked)}
                    aria-describedby={why ? `${boxId}-why` : undefined}
                  />
                  <label htmlFor={boxId} className={own.lineInfo}>
                    <span className={own.lineName}>{l.skuNm}</span>
                    <span className={styles.muted}>
                      {l.attrs ? `${l.attrs} · ` : ''}
                      {formatYuan(l.unitPrice)} × {l.qty} · 可申请 {l.available} 件
                    </span>
                    {why ? (
                      <span id={`${boxId}-why`} className={own.refusal} data-testid="apply-line-refusal">
                        {why}
                      </span>
                    ) : null}
                  </label>
                  {qty !== undefined ? (
                    <span className={own.stepper}>
                      <button type="button" aria-label={`减少 ${l.skuNm} 的数量`} disabled={qty <= 1} onClick={() => setQty(l, qty - 1)}>
                        −
                      </button>
                      <output aria-live="polite" aria-label={`${l.skuNm} 申请数量`} data-testid="apply-qty">
                        {qty}
                      </output>
                      <button type="button" aria-label={`增加 ${l.skuNm} 的数量`} disabled={qty >= l.available} onClick={() => setQty(l, qty + 1)}>
                        +
                      </button>
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}

      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-reason`}>
          {AFTER_SALES_TYPE_TITLES[view.type]}原因
        </label>
        <select
          id={`${id}-reason`}
          className={styles.select}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value as AfterSalesReason | '');
            setError('');
          }}
          data-testid="apply-reason"
        >
          <option value="">请选择{AFTER_SALES_TYPE_TITLES[view.type]}原因</option>
          {view.reasons.map((r) => (
            <option key={r.code} value={r.code}>
              {r.title}
            </option>
          ))}
        </select>
      </div>

      {isTrial ? null : (
        <fieldset className={styles.radios}>
          <legend className={styles.label}>商品是否已拆封</legend>
          {(
            [
              [false, '未拆封'],
              [true, '已拆封或已激活'],
            ] as const
          ).map(([v, text]) => (
            <label key={text}>
              <input
                type="radio"
                name={`${id}-opened`}
                checked={opened === v}
                onChange={() => {
                  setOpened(v);
                  setError('');
                }}
              />
              {text}
            </label>
          ))}
        </fieldset>
      )}

      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-desc`}>
          问题描述（选填）
        </label>
        <textarea
          id={`${id}-desc`}
          className={styles.textarea}
          value={description}
          maxLength={AFTER_SALES_DESCRIPTION_MAX}
          onChange={(e) => setDescription(e.target.value)}
          placeholder="请描述商品的问题，便于我们尽快处理"
          data-testid="apply-description"
        />
        <span className={styles.counter} data-testid="apply-description-count">
          {descLength}/{AFTER_SALES_DESCRIPTION_MAX}
        </span>
      </div>

      <PictureUploads
        fileMeta="after-sales"
        max={view.picturesMax}
        pictures={pictures}
        onChange={setPictures}
        onUploading={setUploading}
        label="上传凭证"
        noun="凭证图片"
        testIdPrefix="apply"
        labelClassName={styles.label}
        hintClassName={styles.muted}
      />

      {isTrial ? (
        <TrialRefundRule tryBuy={tryBuy} />
      ) : isReturn ? (
        <div className={own.estimate} data-testid="apply-estimate">
          <span>预计退款</span>
          <strong data-testid="apply-estimate-amount">{formatYuan(estimate)}</strong>
          <span className={styles.muted}>按商品实付金额估算，以实际退款为准</span>
        </div>
      ) : (
        <p className={styles.muted}>换货将为您更换同款商品；审核通过后请按页面提示寄回商品。</p>
      )}

      {error ? (
        <p className={styles.formError} role="alert" data-testid="apply-error">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Link to={AFTER_SALES_LIST_PATH} className="btn">
          取消
        </Link>
        <button type="submit" className="btn btn-primary" disabled={busy || uploading} data-testid="apply-submit">
          {busy ? '提交中…' : '提交申请'}
        </button>
      </div>
      <p className={styles.muted}>
        提交即表示您已阅读并同意<Link to={AFTER_RULES_PATH}>《售后规则》</Link>
      </p>
    </form>
  );
}

/** The trial order's lines, all going back (nothing to choose), and the trial's dates. */
function TrialLines({ view, tryBuy }: { view: AfterSalesApplyView; tryBuy: OrderTryBuy | null }) {
  return (
    <section className={styles.field} aria-labelledby="trial-lines" data-testid="trial-lines">
      <h2 id="trial-lines" className={styles.label} style={{ margin: 0 }}>
        退还商品（试用商品须整单退还）
      </h2>
      <ul className={styles.lines} style={{ gap: 0 }}>
        {view.lines.map((l) => (
          <li key={l.lineId} className={own.applyLine} data-testid="apply-line" data-line-id={l.lineId}>
            <span className={own.lineInfo}>
              <span className={own.lineName}>{l.skuNm}</span>
              <span className={styles.muted}>
                {l.attrs ? `${l.attrs} · ` : ''}
                {formatYuan(l.unitPrice)} × {l.qty}
              </span>
              {l.refusal ? (
                <span className={own.refusal} data-testid="apply-line-refusal">
                  {l.refusal}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {tryBuy?.startsAt && tryBuy.endsAt ? (
        <p className={styles.muted} data-testid="trial-period">
          试用 {tryBuy.trialDays} 天：{tryBuy.startsAt} 至 {tryBuy.endsAt}
        </p>
      ) : null}
    </section>
  );
}

/** What a returned trial refunds: what was paid, less any deduction set at inspection. */
function TrialRefundRule({ tryBuy }: { tryBuy: OrderTryBuy | null }) {
  return (
    <div className={own.estimate} data-testid="apply-estimate">
      <span>已付押金</span>
      <strong data-testid="apply-estimate-amount">{tryBuy ? formatYuan(tryBuy.paid) : '以订单实付为准'}</strong>
      <span className={styles.muted}>退款金额 = 实付金额 − 损耗扣款；商品寄回验货后，如有损耗将扣除相应金额，其余原路退回。</span>
    </div>
  );
}
