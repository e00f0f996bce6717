/**
 * The enterprise purchase form (企业采购申请): company, contact, mobile, email, products and
 * quantities (1–20 rows), budget in yuan (sent as fen), invoice needs (tax number when an
 * invoice is wanted), remark. The API's zod schema checks it here first (Chinese messages
 * next to the fields); the API's own refusal appears above the button.
 */
// This module parses with zod in the browser: without code generation under the CSP.
import '../../../lib/zod-no-eval';
import { useId, useState, type FormEvent } from 'react';
import { ENT_INVOICE_TITLES, ENT_INVOICE_TYPES, entBuyInputSchema, type EntBuyRequest } from '@shop/contracts/inbox';
import { TextField } from '../../../components/TextField';
import { inboxEndpoints } from '@shop/contracts/endpoint-refs/inbox';
import { inboxCall } from './inbox-api';
import styles from './inbox-pages.module.css';

type Invoice = (typeof ENT_INVOICE_TYPES)[number];
interface Draft {
  company: string;
  contact: string;
  mobile: string;
  email: string;
  items: { name: string; qty: string }[];
  budgetYuan: string;
  invoice: Invoice;
  taxNo: string;
  remark: string;
}

const EMPTY: Draft = {
  company: '',
  contact: '',
  mobile: '',
  email: '',
  items: [{ name: '', qty: '1' }],
  budgetYuan: '',
  invoice: 'none',
  taxNo: '',
  remark: '',
};

function inputOf(d: Draft) {
  const yuan = d.budgetYuan.trim();
  const budget = yuan === '' ? null : /^\d+(\.\d{1,2})?$/.test(yuan) ? Math.round(Number(yuan) * 100) : Number.NaN;
  return {
    company: d.company,
    contact: d.contact,
    mobile: d.mobile,
    email: d.email.trim(),
    items: d.items.map((i) => ({ name: i.name, qty: i.qty.trim() === '' ? Number.NaN : Number(i.qty) })),
    budget,
    invoice: d.invoice,
    ...(d.invoice === 'none' ? {} : { taxNo: d.taxNo }),
    remark: d.remark,
  };
}

function errorsOf(d: Draft): Record<string, string> {
  const r = entBuyInputSchema.safeParse(inputOf(d));
  const out: Record<string, string> = {};
  if (r.success) return out;
  for (const issue of r.error.issues) {
    const key = issue.path.join('.');
    out[key] ??= key === 'budget' ? '预算金额须为不少于1元的金额（最多两位小数）' : issue.message;
  }
  return out;
}

export function EntBuyForm({ onSaved }: { onSaved: (saved: EntBuyRequest) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState('');
  const [saving, setSaving] = useState(false);

  const errors = errorsOf(draft);
  const shown = (k: string) => (submitted || touched[k] ? errors[k] : undefined);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setServerError('');
  };
  const touch = (k: string) => setTouched((t) => ({ ...t, [k]: true }));
  const fieldClasses = { field: styles.field, label: styles.label, input: styles.input, error: styles.error };
  const setItem = (i: number, patch: Partial<Draft['items'][number]>) => set({ items: draft.items.map((it, j) => (j === i ? { ...it, ...patch } : it)) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      const r = await inboxCall(inboxEndpoints.entBuySave, { body: inputOf(draft) });
      if (r.ok) {
        setDraft(EMPTY);
        setTouched({});
        setSubmitted(false);
        onSaved(r.data);
      } else if (r.message) setServerError(r.message);
    } finally {
      setSaving(false);
    }
  };

  const text = (
    k: 'company' | 'contact' | 'mobile' | 'email' | 'budgetYuan' | 'taxNo',
    label: string,
    props: { placeholder: string; maxLength: number; inputMode?: 'tel' | 'email' | 'decimal'; autoComplete?: string },
  ) => {
    const errKey = k === 'budgetYuan' ? 'budget' : k;
    return (
      <TextField
        id={`${id}-${k}`}
        label={label}
        value={draft[k]}
        error={shown(errKey)}
        classes={fieldClasses}
        onValue={(v) => set({ [k]: v } as Partial<Draft>)}
        onBlur={() => touch(errKey)}
        data-testid={`ent-${k}`}
        {...props}
      />
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="企业采购申请" data-testid="ent-form">
      <div className={styles.formRow}>
        {text('company', '企业名称', { placeholder: '请输入企业全称', maxLength: 60, autoComplete: 'organization' })}
        {text('contact', '联系人', { placeholder: '请输入联系人姓名', maxLength: 20, autoComplete: 'name' })}
      </div>
      <div className={styles.formRow}>
        {text('mobile', '手机号码', { placeholder: '请输入11位手机号码', maxLength: 11, inputMode: 'tel', autoComplete: 'tel' })}
        {text('email', '邮箱（选填）', { placeholder: '用于接收报价单', maxLength: 100, inputMode: 'email', autoComplete: 'email' })}
      </div>
      <fieldset className={styles.field} style={{ border: 0, margin: 0, padding: 0 }}>
        <legend className={styles.label}>采购商品及数量</legend>
        {draft.items.map((it, i) => (
          <div key={i} className={styles.itemRow}>
            <div className={styles.field}>
              <input
                className={styles.input}
                aria-label={`第${i + 1}种商品名称`}
                placeholder="商品名称或型号"
                maxLength={60}
                value={it.name}
                onChange={(e) => setItem(i, { name: e.target.value })}
                onBlur={() => touch(`items.${i}.name`)}
                aria-invalid={shown(`items.${i}.name`) ? true : undefined}
                data-testid={`ent-item-name-${i}`}
              />
              {shown(`items.${i}.name`) ? (
                <p className={styles.error} role="alert">
                  {shown(`items.${i}.name`)}
                </p>
              ) : null}
            </div>
            <div className={styles.field}>
              <input
                className={styles.input}
                aria-label={`第${i + 1}种商品数量`}
                inputMode="numeric"
                maxLength={5}
                value={it.qty}
                onChange={(e) => setItem(i, { qty: e.target.value.replace(/[^\d]/g, '') })}
                onBlur={() => touch(`items.${i}.qty`)}
                aria-invalid={shown(`items.${i}.qty`) ? true : undefined}
                data-testid={`ent-item-qty-${i}`}
              />
              {shown(`items.${i}.qty`) ? (
                <p className={styles.error} role="alert">
                  {shown(`items.${i}.qty`)}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => set({ items: draft.items.filter((_, j) => j !== i) })}
              disabled={draft.items.length === 1}
            >
              删除
            </button>
          </div>
        ))}
        {shown('items') ? (
          <p className={styles.error} role="alert">
            {shown('items')}
          </p>
        ) : null}
        {draft.items.length < 20 ? (
          <button
            type="button"
            className={styles.linkButton}
            style={{ justifySelf: 'start' }}
            onClick={() => set({ items: [...draft.items, { name: '', qty: '1' }] })}
            data-testid="ent-add-item"
          >
            + 添加商品
          </button>
        ) : null}
      </fieldset>
      <div className={styles.formRow}>
        {text('budgetYuan', '预算（元，选填）', { placeholder: '例如 200000', maxLength: 14, inputMode: 'decimal' })}
        <fieldset className={styles.field} style={{ border: 0, margin: 0, padding: 0 }}>
          <legend className={styles.label}>发票需求</legend>
          <div className={styles.radios}>
            {ENT_INVOICE_TYPES.map((t) => (
              <label key={t}>
                <input
                  type="radio"
                  name={`${id}-invoice`}
                  value={t}
                  checked={draft.invoice === t}
                  onChange={() => set({ invoice: t })}
                  data-testid={`ent-invoice-${t}`}
                />
                {ENT_INVOICE_TITLES[t]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {draft.invoice !== 'none' ? text('taxNo', '纳税人识别号', { placeholder: '18位统一社会信用代码', maxLength: 18 }) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-remark`} className={styles.label}>
          备注（选填）
        </label>
        <textarea
          id={`${id}-remark`}
          className={styles.textarea}
          maxLength={300}
          value={draft.remark}
          onChange={(e) => set({ remark: e.target.value })}
          placeholder="交付时间、配置要求等"
          aria-invalid={shown('remark') ? true : undefined}
        />
        <span className={styles.counter}>{draft.remark.length}/300</span>
      </div>
      {serverError ? (
        <p className={styles.formError} role="alert" data-testid="ent-server-error">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={saving} data-testid="ent-submit">
        {saving ? '提交中…' : '提交申请'}
      </button>
    </form>
  );
}
