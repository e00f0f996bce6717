/**
 * 发票: 不开发票 or 电子普通发票 for 个人 (抬头, default 个人) or 单位 (单位名称 and 纳税人识别号,
 * checked as typed with the API's own schema), with an optional e-mail for the PDF.
 */
import { useId, useState } from 'react';
import { TextField } from '../../../components/TextField';
import { Section } from './Section';
import { invoiceOf, type InvoiceDraft, type InvoiceField } from './invoice-draft';
import styles from './checkout.module.css';

export function InvoiceSection({ draft, onChange, showAllErrors }: { draft: InvoiceDraft; onChange: (d: InvoiceDraft) => void; showAllErrors: boolean }) {
  const id = useId();
  const [touched, setTouched] = useState<Partial<Record<InvoiceField, boolean>>>({});
  const { errors } = invoiceOf(draft);
  const set = (patch: Partial<InvoiceDraft>) => onChange({ ...draft, ...patch });

  const fieldClasses = { field: styles.field, label: styles.fieldLabel, input: styles.input, error: styles.error };
  const input = (
    k: InvoiceField,
    label: string,
    value: string,
    patch: (v: string) => Partial<InvoiceDraft>,
    props: {
      placeholder: string;
      maxLength: number;
      type?: string;
      autoComplete?: string;
    },
  ) => {
    return (
      <TextField
        id={`${id}-${k}`}
        label={label}
        value={value}
        error={showAllErrors || touched[k] ? errors[k] : undefined}
        classes={fieldClasses}
        onValue={(v) => set(patch(v))}
        onBlur={() => setTouched((t) => ({ ...t, [k]: true }))}
        {...props}
      />
    );
  };

  return (
    <Section title="发票" testId="checkout-invoice">
      <div className={styles.chips} role="radiogroup" aria-label="发票类型">
        {[
          { on: false, text: '不开发票' },
          { on: true, text: '电子普通发票' },
        ].map((o) => (
          <label key={o.text} className={`${styles.chip} ${draft.wanted === o.on ? styles.chipOn : ''}`}>
            <input type="radio" name={`${id}-wanted`} checked={draft.wanted === o.on} onChange={() => set({ wanted: o.on })} className="visually-hidden" />
            {o.text}
          </label>
        ))}
      </div>
      {draft.wanted ? (
        <div className={styles.invoiceForm}>
          <div className={styles.chips} role="radiogroup" aria-label="发票抬头类型">
            {(
              [
                ['personal', '个人'],
                ['company', '单位'],
              ] as const
            ).map(([type, text]) => (
              <label key={type} className={`${styles.chip} ${draft.type === type ? styles.chipOn : ''}`}>
                <input type="radio" name={`${id}-type`} checked={draft.type === type} onChange={() => set({ type })} className="visually-hidden" />
                {text}
              </label>
            ))}
          </div>
          {draft.type === 'personal' ? (
            input('title', '发票抬头', draft.personalTitle, (v) => ({ personalTitle: v }), { placeholder: '个人', maxLength: 50 })
          ) : (
            <>
              {input('title', '单位名称', draft.companyTitle, (v) => ({ companyTitle: v }), {
                placeholder: '请输入单位名称',
                maxLength: 100,
                autoComplete: 'organization',
              })}
              {input('taxNo', '纳税人识别号', draft.taxNo, (v) => ({ taxNo: v }), { placeholder: '请输入纳税人识别号', maxLength: 20 })}
            </>
          )}
          {input('email', '收票邮箱（选填）', draft.email, (v) => ({ email: v }), {
            placeholder: '用于接收电子发票',
            maxLength: 100,
            type: 'email',
            autoComplete: 'email',
          })}
          <p className={styles.hint}>电子普通发票与纸质发票具有同等法律效力，订单完成后开具。</p>
        </div>
      ) : null}
    </Section>
  );
}
