/**
 * /Personalcenter/trk?code=:reqNo (spec 2.8, issue #17): how an approved request's goods go
 * back — the member's own courier (carrier and waybill number) or a pickup booked through the
 * shop's carrier from the order's delivery address. The form is checked with the API's own
 * schema (afterSalesShipInputSchema, the same Chinese messages); once sent the member is back on
 * the request's details. A request not awaiting its goods says so.
 */
// This module parses with zod in the browser: without code generation under the CSP.
import '../../../lib/zod-no-eval';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { RETURNS_ADDRESS, RETURN_CARRIERS, afterSalesShipInputSchema, type AfterSalesDetail } from '@shop/contracts/after-sales';
import { afterSalesEndpoints } from '@shop/contracts/endpoint-refs/after-sales';
import type { Route } from './+types/ship-back';
import { routeMeta } from '../../../lib/meta';
import { showToast } from '../../../lib/toast';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { inboxCall } from '../records/inbox-api';
import { loadShipBack } from './after-sales.server';
import { AFTER_SALES_LIST_PATH, detailPathOf, firstIssues } from './after-sales-view';
import { RequestMissing } from './RequestMissing';
import styles from '../records/inbox-pages.module.css';
import own from './after-sales.module.css';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadShipBack(request, context, new URL(request.url).searchParams.get('code'));
}

type Address = Route.ComponentProps['loaderData']['pickupAddress'];

export default function ShipBack({ loaderData }: Route.ComponentProps) {
  const { value: d, message, pickupAddress } = loaderData;
  return (
    <div className={styles.page} data-testid="ship-back-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '售后服务', path: AFTER_SALES_LIST_PATH },
          ...(d ? [{ name: '售后详情', path: detailPathOf(d) }] : []),
          { name: '填写寄回信息', path: '' },
        ]}
      />
      {!d ? (
        <RequestMissing message={message} />
      ) : (
        <>
          <h1 className={styles.title}>填写寄回信息</h1>
          {d.can.ship ? (
            <ShipForm d={d} pickupAddress={pickupAddress} />
          ) : (
            <section className={styles.empty} data-testid="ship-back-closed">
              <p>
                该申请当前状态为「{d.statusTitle}」，{d.returnMethod ? '寄回信息已提交。' : '无需填写寄回信息。'}
              </p>
              <Link to={detailPathOf(d)} className="btn btn-primary">
                查看售后详情
              </Link>
            </section>
          )}
        </>
      )}
    </div>
  );
}

const CARRIERS = Object.entries(RETURN_CARRIERS) as [keyof typeof RETURN_CARRIERS, (typeof RETURN_CARRIERS)[keyof typeof RETURN_CARRIERS]][];

function ShipForm({ d, pickupAddress }: { d: AfterSalesDetail; pickupAddress: Address }) {
  const id = useId();
  const navigate = useNavigate();
  const [method, setMethod] = useState<'courier' | 'pickup'>('courier');
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);

  const input = method === 'pickup' ? { method } : { method, carrier, trackingNo };
  const parsed = afterSalesShipInputSchema.safeParse(input);
  const errors = parsed.success ? {} : firstIssues(parsed.error.issues);
  const shown = (k: string) => (submitted || touched[k] ? errors[k] : undefined);
  const to = d.returnAddress ?? RETURNS_ADDRESS;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (!parsed.success) return;
    setBusy(true);
    setServerError('');
    try {
      const r = await inboxCall(afterSalesEndpoints.ship, { params: { reqNo: d.reqNo }, body: input as never });
      if (r.ok) {
        showToast(method === 'pickup' ? '已预约上门取件' : '寄回信息已提交');
        await navigate(detailPathOf(d));
      } else if (r.message) setServerError(r.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="寄回信息" data-testid="ship-back-form">
      <p className={styles.muted}>
        {d.typeTitle} · 售后单号 {d.reqNo} · {d.lines.map((l) => `${l.skuNm} × ${l.qty}`).join('、')}
      </p>
      <div className={own.box}>
        <p>
          <strong>寄回地址</strong>
        </p>
        <p>
          {to.receiver} {to.mobile}
        </p>
        <p>{to.address}</p>
      </div>

      <fieldset className={styles.radios}>
        <legend className={styles.label}>寄回方式</legend>
        <label>
          <input type="radio" name={`${id}-method`} checked={method === 'courier'} onChange={() => setMethod('courier')} />
          自行寄回
        </label>
        <label>
          <input type="radio" name={`${id}-method`} checked={method === 'pickup'} onChange={() => setMethod('pickup')} />
          上门取件
        </label>
      </fieldset>

      {method === 'courier' ? (
        <div className={styles.formRow}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-carrier`}>
              快递公司
            </label>
            <select
              id={`${id}-carrier`}
              className={styles.select}
              value={carrier}
              onChange={(e) => {
                setCarrier(e.target.value);
                setServerError('');
              }}
              onBlur={() => setTouched((t) => ({ ...t, carrier: true }))}
              aria-invalid={shown('carrier') ? true : undefined}
              aria-describedby={shown('carrier') ? `${id}-carrier-error` : undefined}
              data-testid="ship-carrier"
            >
              <option value="">请选择快递公司</option>
              {CARRIERS.map(([code, c]) => (
                <option key={code} value={code}>
                  {c.name}
                </option>
              ))}
            </select>
            {shown('carrier') ? (
              <p id={`${id}-carrier-error`} className={styles.error}>
                {shown('carrier')}
              </p>
            ) : null}
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-tracking`}>
              快递单号
            </label>
            <input
              id={`${id}-tracking`}
              className={styles.input}
              value={trackingNo}
              maxLength={32}
              autoComplete="off"
              placeholder="请输入快递单号"
              onChange={(e) => {
                setTrackingNo(e.target.value);
                setServerError('');
              }}
              onBlur={() => setTouched((t) => ({ ...t, trackingNo: true }))}
              aria-invalid={shown('trackingNo') ? true : undefined}
              aria-describedby={shown('trackingNo') ? `${id}-tracking-error` : undefined}
              data-testid="ship-tracking"
            />
            {shown('trackingNo') ? (
              <p id={`${id}-tracking-error`} className={styles.error} data-testid="ship-tracking-error">
                {shown('trackingNo')}
              </p>
            ) : null}
          </div>
        </div>
      ) : (
        <div className={own.box} data-testid="ship-pickup">
          <p>
            <strong>上门取件地址（订单收货地址）</strong>
          </p>
          {pickupAddress ? (
            <>
              <p>
                {pickupAddress.receiver} {pickupAddress.mobileMasked}
              </p>
              <p>
                {pickupAddress.region} {pickupAddress.detail}
              </p>
            </>
          ) : (
            <p>快递员将到订单的收货地址取件。</p>
          )}
          <p className={styles.muted}>预约后快递员将在 1–2 个工作日内联系您上门取件，请保持电话畅通。</p>
        </div>
      )}

      {serverError ? (
        <p className={styles.formError} role="alert" data-testid="ship-error">
          {serverError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Link to={detailPathOf(d)} className="btn">
          返回
        </Link>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="ship-submit">
          {busy ? '提交中…' : method === 'pickup' ? '预约上门取件' : '提交寄回信息'}
        </button>
      </div>
    </form>
  );
}
