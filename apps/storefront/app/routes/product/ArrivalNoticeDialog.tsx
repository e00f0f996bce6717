/**
 * 到货通知: a sold-out SKU's shopper leaves a mobile number, proves it with an SMS code
 * (POST /api/product/code/sms, multipart mobile + deviceId; 60 s before another), and the
 * shop texts them when the SKU is back (POST /api/product/pdp/skuArrivalNotice/notifyMe).
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from '@shop/contracts/patterns';
import { Dialog } from '../../chrome/dialogs';
import { pdpEndpoints } from '@shop/contracts/endpoint-refs/pdp';
import { quietApi } from '../../lib/api-call';
import styles from './product.module.css';

export const RESEND_SECONDS = 60;
export const ARRIVAL_SUCCESS = '到货后我们将短信通知您';

function deviceId(): string {
  try {
    let id = localStorage.getItem('deviceId');
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem('deviceId', id);
    }
    return id;
  } catch {
    return '';
  }
}

export function ArrivalNoticeDialog({
  open,
  onClose,
  skuCd,
  skuNm,
  mobileLayout,
}: {
  open: boolean;
  onClose(): void;
  skuCd: string;
  skuNm: string;
  mobileLayout: boolean;
}) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const mobileId = useId();
  const codeId = useId();
  const errorId = useId();

  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  useEffect(() => {
    if (!open) {
      setError('');
      setDone(false);
      setCode('');
    }
  }, [open]);

  const checkMobile = (): string | null => {
    const m = mobile.trim();
    if (!m) return '请输入手机号码';
    if (!MOBILE_PATTERN.test(m)) return '请输入正确的手机号码';
    return null;
  };

  const sendCode = async () => {
    const bad = checkMobile();
    if (bad) return setError(bad);
    setError('');
    setBusy(true);
    const form = new FormData();
    form.set('mobile', mobile.trim());
    form.set('deviceId', deviceId());
    try {
      // multipart, as the API accepts it (mobile + deviceId).
      const r = await quietApi.call(pdpEndpoints.arrivalSmsCode, { body: form as never });
      if (r.ok) setWait((r.data as { resendAfter?: number } | null)?.resendAfter ?? RESEND_SECONDS);
      else {
        setError(r.failure.message || '验证码发送失败，请稍后再试');
        const again = (r.failure.data as { resendAfter?: number } | null)?.resendAfter;
        if (again) setWait(again);
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const bad = checkMobile() ?? (!SMS_CODE_PATTERN.test(code.trim()) ? '请输入6位短信验证码' : null);
    if (bad) return setError(bad);
    setError('');
    setBusy(true);
    try {
      const r = await quietApi.call(pdpEndpoints.arrivalNotify, { body: { skuCd, mobile: mobile.trim(), code: code.trim() } });
      if (r.ok) setDone(true);
      else setError(r.failure.message || '提交失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title="到货通知" variant={mobileLayout ? 'sheet' : 'center'} testId="arrival-dialog">
      {done ? (
        <p className={styles.noticeDone} role="status" data-testid="arrival-done">
          {ARRIVAL_SUCCESS}
        </p>
      ) : (
        <form className={styles.arrivalForm} onSubmit={submit} noValidate>
          <p className={styles.subLine}>{skuNm}</p>
          <label htmlFor={mobileId} className={styles.fieldLabel}>
            手机号码
          </label>
          <input
            id={mobileId}
            className={styles.input}
            inputMode="numeric"
            autoComplete="tel"
            maxLength={20}
            value={mobile}
            aria-invalid={!!error && !!checkMobile()}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setMobile(e.target.value)}
          />
          <label htmlFor={codeId} className={styles.fieldLabel}>
            短信验证码
          </label>
          <div className={styles.codeRow}>
            <input
              id={codeId}
              className={styles.input}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.trim())}
            />
            <button type="button" className="btn" disabled={busy || wait > 0} onClick={sendCode} data-testid="arrival-send-code">
              {wait > 0 ? `${wait}秒后重新获取` : '获取验证码'}
            </button>
          </div>
          {error ? (
            <p id={errorId} className={styles.formError} role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="arrival-submit">
            提交
          </button>
        </form>
      )}
    </Dialog>
  );
}
