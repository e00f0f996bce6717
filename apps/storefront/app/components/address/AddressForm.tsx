/**
 * Add / edit a delivery address. The same zod schema as the API checks every field as the
 * shopper leaves it and again on save (messages in Chinese, next to the field); the API's
 * own refusal (e.g. 所选省市区不匹配, 20 addresses at most) appears above the buttons.
 * Reusable: checkout (in a dialog or inline) and the personal centre's address pages.
 */
// This module parses with zod in the browser: without code generation under the CSP.
import '../../lib/zod-no-eval';
import { useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../TextField';
import { addressInputSchema, type Address } from '@shop/contracts/address';
import { addressApi } from './address-api';
import { RegionCascader, type RegionValue } from './RegionCascader';
import styles from './address.module.css';

type Field = 'receiver' | 'mobile' | 'provinceCode' | 'cityCode' | 'districtCode' | 'detail';
type Draft = RegionValue & {
  receiver: string;
  mobile: string;
  detail: string;
  isDefault: boolean;
};

function draftOf(a?: Address | null, defaultChecked = false): Draft {
  return {
    receiver: a?.receiver ?? '',
    mobile: a?.mobile ?? '',
    provinceCode: a?.provinceCode ?? '',
    cityCode: a?.cityCode ?? '',
    districtCode: a?.districtCode ?? '',
    detail: a?.detail ?? '',
    isDefault: a?.isDefault ?? defaultChecked,
  };
}

function fieldErrors(d: Draft): Partial<Record<Field, string>> {
  const r = addressInputSchema.safeParse(d);
  if (r.success) return {};
  const out: Partial<Record<Field, string>> = {};
  for (const issue of r.error.issues) {
    const k = issue.path[0] as Field;
    out[k] ??= issue.message;
  }
  return out;
}

export function AddressForm({
  address,
  onSaved,
  onCancel,
  defaultChecked = false,
  submitText = '保存地址',
}: {
  /** Present: edit it. */
  address?: Address | null;
  onSaved: (saved: Address) => void;
  onCancel?: () => void;
  /** A first address is the default anyway; pre-tick the box then. */
  defaultChecked?: boolean;
  submitText?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(address, defaultChecked));
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverError, setServerError] = useState('');
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);

  const errors = fieldErrors(draft);
  const shown = (k: Field) => (touched[k] ? errors[k] : undefined);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setServerError('');
  };
  const touch = (k: Field) => setTouched((t) => ({ ...t, [k]: true }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (savingRef.current) return;
    if (Object.keys(errors).length > 0) {
      setTouched({
        receiver: true,
        mobile: true,
        provinceCode: true,
        cityCode: true,
        districtCode: true,
        detail: true,
      });
      return;
    }
    savingRef.current = true;
    setSaving(true);
    try {
      const r = await addressApi.save({
        ...draft,
        ...(address ? { id: address.id } : {}),
      });
      if (r.ok) onSaved(r.data);
      else if (r.message) setServerError(r.message);
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const fieldClasses = { field: styles.field, label: styles.label, input: styles.input, error: styles.error };
  const text = (
    k: 'receiver' | 'mobile' | 'detail',
    label: string,
    props: {
      placeholder: string;
      maxLength: number;
      inputMode?: 'tel';
      autoComplete: string;
    },
  ) => {
    return (
      <TextField
        id={`${id}-${k}`}
        label={label}
        value={draft[k]}
        error={shown(k)}
        classes={fieldClasses}
        onValue={(v) => set({ [k]: v } as Partial<Draft>)}
        onBlur={() => touch(k)}
        {...props}
      />
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="address-form" aria-label={address ? '编辑收货地址' : '新增收货地址'}>
      <div className={styles.formRow}>
        {text('receiver', '收货人', {
          placeholder: '请输入收货人姓名',
          maxLength: 25,
          autoComplete: 'name',
        })}
        {text('mobile', '手机号码', {
          placeholder: '请输入11位手机号码',
          maxLength: 11,
          inputMode: 'tel',
          autoComplete: 'tel',
        })}
      </div>
      <RegionCascader
        value={draft}
        onChange={(v) => {
          set(v);
          setTouched((t) => ({
            ...t,
            provinceCode: true,
            cityCode: Boolean(v.provinceCode) && t.cityCode,
            districtCode: Boolean(v.cityCode) && t.districtCode,
          }));
        }}
        errors={{
          provinceCode: shown('provinceCode'),
          cityCode: shown('cityCode'),
          districtCode: shown('districtCode'),
        }}
      />
      {text('detail', '详细地址', {
        placeholder: '街道、楼牌号等（至少5个字）',
        maxLength: 120,
        autoComplete: 'street-address',
      })}
      <label className={styles.check}>
        <input type="checkbox" checked={draft.isDefault} onChange={(e) => set({ isDefault: e.target.checked })} />
        设为默认地址
      </label>
      {serverError ? (
        <p className={styles.error} role="alert" data-testid="address-form-error">
          {serverError}
        </p>
      ) : null}
      <div className={styles.formActions}>
        {onCancel ? (
          <button type="button" className="btn" onClick={onCancel}>
            取消
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving || undefined}>
          {saving ? '保存中…' : submitText}
        </button>
      </div>
    </form>
  );
}
