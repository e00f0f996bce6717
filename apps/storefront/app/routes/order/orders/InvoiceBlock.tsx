/**
 * 电子发票 on the order detail (issue #17 item 4): where the order's invoice stands, the title
 * it is made out to, each invoice issued with its PDF (a plain link to the download the API
 * answers for this member only), and 申请开票 / 修改抬头 while that is allowed — with the 专票
 * fields (bank, account, registered address and phone) for enterprise members. After a request
 * the page's data is reloaded.
 */
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { OrderInvoice } from '@shop/contracts/invoice';
import { invoiceEndpoints } from '@shop/contracts/endpoint-refs/invoice';
import { formatYuan } from '@shop/contracts/money';
import { Dialog } from '../../../chrome/dialogs';
import { TextField } from '../../../components/TextField';
import { api } from '../../../lib/api-call';
import { showToast } from '../../../lib/toast';
import { draftOf, requestOf, type InvoiceRequestDraft, type InvoiceRequestField } from './invoice-request-draft';
import styles from './orders.module.css';

const TYPE_CHOICES = [
  ['personal', '个人'],
  ['company', '单位'],
  ['special', '增值税专用发票'],
] as const;

export function InvoiceBlock({ inv }: { inv: OrderInvoice }) {
  const [open, setOpen] = useState(false);
  const r = inv.request;
  return (
    <div data-testid="order-invoice" data-state={inv.state}>
      <dl className={styles.facts}>
        <dt>开票状态</dt>
        <dd data-testid="invoice-state">{inv.stateLabel}</dd>
        {r ? (
          <>
            <dt>发票类型</dt>
            <dd>{r.typeLabel}</dd>
            <dt>发票抬头</dt>
            <dd data-testid="invoice-title">{r.title}</dd>
            {r.taxNo ? (
              <>
                <dt>纳税人识别号</dt>
                <dd>{r.taxNo}</dd>
              </>
            ) : null}
            {r.email ? (
              <>
                <dt>接收邮箱</dt>
                <dd>{r.email}</dd>
              </>
            ) : null}
            {r.review === 'rejected' && r.rejectReason ? (
              <>
                <dt>驳回原因</dt>
                <dd>{r.rejectReason}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      {inv.invoices.length > 0 ? (
        <ul className={styles.invoiceList}>
          {inv.invoices.map((i) => (
            <li key={i.invoiceNo} className={styles.invoiceRow} data-testid="invoice-row" data-kind={i.kind}>
              <span>
                {i.kindLabel} · {i.statusLabel} · <strong>{formatYuan(i.total)}</strong>
              </span>
              <span className={styles.muted}>
                发票号码 {i.invoiceNo} · 开具于 {i.issuedAt}
              </span>
              <a href={i.pdfUrl} download className={styles.textLink} data-testid="invoice-download">
                下载发票（PDF）
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {inv.note ? <p className={styles.muted}>{inv.note}</p> : null}
      {inv.canRequest || inv.canChange ? (
        <button type="button" className={`btn ${styles.actionBtn}`} onClick={() => setOpen(true)} data-testid="invoice-edit">
          {inv.canRequest ? '申请开票' : '修改抬头'}
        </button>
      ) : null}
      {open ? <InvoiceDialog inv={inv} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function InvoiceDialog({ inv, onClose }: { inv: OrderInvoice; onClose: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<InvoiceRequestDraft>(() => draftOf(inv));
  const [showErrors, setShowErrors] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  const { request, errors } = requestOf(draft);
  const set = (patch: Partial<InvoiceRequestDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const classes = { field: styles.field, label: styles.fieldLabel, input: styles.input, error: styles.error };
  const field = (k: InvoiceRequestField, label: string, props: { maxLength: number; placeholder?: string; type?: string; autoComplete?: string }) => (
    <TextField
      id={`${id}-${k}`}
      label={label}
      value={draft[k]}
      error={showErrors ? errors[k] : undefined}
      classes={classes}
      onValue={(v) => set({ [k]: v })}
      {...props}
    />
  );

  async function submit() {
    setShowErrors(true);
    if (!request || busy) return;
    setBusy(true);
    setServerError(null);
    const res = await api.call(invoiceEndpoints.request, { params: { ordNo: inv.ordNo }, body: request });
    setBusy(false);
    if (!res.ok) {
      if (!res.failure.handled) setServerError(res.failure.displayMessage);
      return;
    }
    showToast(res.data.state === 'issued' ? '发票已开具，可下载 PDF' : '发票信息已保存，订单完成后开具');
    onClose();
    await revalidator.revalidate();
  }

  const choices = TYPE_CHOICES.filter(([t]) => t !== 'special' || inv.specialAllowed);
  return (
    <Dialog
      open
      title={inv.canRequest ? '申请开票' : '修改发票抬头'}
      onClose={onClose}
      testId="dialog-invoice"
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            取消
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void submit()} data-testid="invoice-submit">
            提交
          </button>
        </>
      }
    >
      <div className={styles.invoiceForm}>
        <fieldset className={styles.reasons}>
          <legend>发票类型</legend>
          {choices.map(([type, text]) => (
            <label key={type} className={styles.reason}>
              <input
                type="radio"
                name={`${id}-type`}
                checked={draft.type === type}
                onChange={() => set({ type, title: type === 'personal' ? '个人' : draft.type === 'personal' ? '' : draft.title })}
              />
              {text}
            </label>
          ))}
        </fieldset>
        {draft.type === 'personal'
          ? field('title', '发票抬头', { maxLength: 50, placeholder: '个人' })
          : field('title', '单位名称', { maxLength: 100, placeholder: '请输入单位名称', autoComplete: 'organization' })}
        {draft.type !== 'personal' ? field('taxNo', '纳税人识别号', { maxLength: 20, placeholder: '15、18或20位' }) : null}
        {draft.type === 'special' ? (
          <>
            {field('regAddress', '注册地址', { maxLength: 100 })}
            {field('regPhone', '注册电话', { maxLength: 20, placeholder: '如 0755-12345678', type: 'tel' })}
            {field('bankName', '开户银行', { maxLength: 60 })}
            {field('bankAccount', '银行账号', { maxLength: 40, placeholder: '8至30位数字' })}
          </>
        ) : null}
        {field('email', '收票邮箱（选填）', { maxLength: 100, type: 'email', autoComplete: 'email', placeholder: '用于接收电子发票' })}
        <p className={styles.muted}>
          {draft.type === 'special' ? '增值税专用发票经财务审核通过、订单完成后开具。' : '电子发票与纸质发票具有同等法律效力，订单完成后开具；开具后不可修改。'}
        </p>
        {serverError ? (
          <p className={styles.error} role="alert" data-testid="invoice-error">
            {serverError}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
