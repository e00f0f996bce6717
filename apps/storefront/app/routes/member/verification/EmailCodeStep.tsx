/**
 * The email step the enterprise and student forms share: address + 获取验证码 (with the resend
 * countdown, also after a rate-limited request) + the code from the email. The form keeps the
 * values and the field errors; this step only sends.
 */
import { useState } from 'react';
import { TextField } from '../../../components/TextField';
import { errorText, retryAfterOf, useResendCountdown } from './verification-client';
import styles from './verification.module.css';

export const fieldClasses = { field: styles.field, label: styles.label, input: styles.input, error: styles.error };

export function EmailCodeStep({
  id,
  emailLabel,
  placeholder,
  sendTestId,
  email,
  onEmail,
  code,
  onCode,
  errors,
  send,
  onEmailError,
  onFailure,
}: {
  /** Prefix of the two inputs' ids (`{id}-email`, `{id}-code`). */
  id: string;
  emailLabel: string;
  placeholder: string;
  sendTestId: string;
  email: string;
  onEmail: (v: string) => void;
  code: string;
  onCode: (v: string) => void;
  errors: { email?: string; code?: string };
  /** Asks for a code for the trimmed address. */
  send: (email: string) => Promise<{ to: string; resendAfter: number }>;
  /** The message for the email field; '' when a send starts (the form clears its messages). */
  onEmailError: (message: string) => void;
  /** Takes a failed send off this step (true), e.g. to leave for an error page. */
  onFailure?: (err: unknown) => boolean;
}) {
  const [sentTo, setSentTo] = useState('');
  const [left, startCountdown] = useResendCountdown();

  async function sendCode() {
    onEmailError('');
    const value = email.trim();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) return onEmailError('请输入正确的邮箱地址');
    try {
      const r = await send(value);
      setSentTo(r.to);
      startCountdown(r.resendAfter);
    } catch (err) {
      if (onFailure?.(err)) return;
      const wait = retryAfterOf(err);
      if (wait) startCountdown(wait);
      onEmailError(errorText(err));
    }
  }

  return (
    <>
      <div className={styles.codeRow}>
        <TextField
          id={`${id}-email`}
          label={emailLabel}
          type="email"
          value={email}
          onValue={onEmail}
          error={errors.email}
          classes={fieldClasses}
          placeholder={placeholder}
          autoComplete="email"
          maxLength={100}
        />
        <button type="button" className="btn" onClick={sendCode} disabled={left > 0} data-testid={sendTestId}>
          {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
        </button>
      </div>
      {sentTo ? (
        <p className={styles.muted} role="status">
          验证码已发送至 {sentTo}，10分钟内有效
        </p>
      ) : null}
      <TextField
        id={`${id}-code`}
        label="邮箱验证码"
        value={code}
        onValue={onCode}
        error={errors.code}
        classes={fieldClasses}
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
      />
    </>
  );
}
