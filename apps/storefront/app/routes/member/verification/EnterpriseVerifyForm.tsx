/**
 * Enterprise email verification: company email → 获取验证码 (sendEnEml, after verifyEnEmail's
 * whitelist check) → code → 验证并进入 (verifyEnJump[/{programme}]) → the answer's jump URL.
 * `onRefused` lets a partner landing send a refused verification to its error page.
 */
import { useState, type FormEvent } from 'react';
import { verificationEndpoints } from '@shop/contracts/endpoint-refs/verification';
import { ApiError } from '../../../lib/api-client';
import { browserCaller } from '../../../lib/api-call';
import { errorText } from './verification-client';
import { EmailCodeStep } from './EmailCodeStep';
import styles from './verification.module.css';

/** Failures that mean "this person cannot be verified here" (not a typo in the code). */
const REFUSALS = ['E_ENT_USED_AUTH_002', 'ERR_ENT_DOMAIN_NOT_ALLOWED', 'ERR_ENT_PROGRAMME_NOT_FOUND'];

export function EnterpriseVerifyForm({ programme, placeholder, onRefused }: { programme: string; placeholder?: string; onRefused?: (code: string) => void }) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const refused = (err: unknown) => {
    if (onRefused && err instanceof ApiError && REFUSALS.includes(err.code)) {
      onRefused(err.code);
      return true;
    }
    return false;
  };

  async function sendCode(value: string) {
    await browserCaller.get(verificationEndpoints.verifyEnEmail, { body: { email: value, programme } });
    return browserCaller.get(verificationEndpoints.sendEnEmail, { body: { email: value, programme } });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    if (!email.trim()) return setErrors({ email: '请输入企业邮箱' });
    if (!/^\d{6}$/.test(code.trim())) return setErrors({ code: '请输入6位邮箱验证码' });
    setBusy(true);
    try {
      const r = await browserCaller.get(verificationEndpoints.verifyEnJump, {
        params: { code: programme },
        body: { email: email.trim(), code: code.trim() },
      });
      window.location.assign(r.jumpUrl);
    } catch (err) {
      setBusy(false);
      if (refused(err)) return;
      setErrors({ form: errorText(err) });
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="enterprise-form" aria-label="企业员工身份验证">
      <EmailCodeStep
        id="ent"
        emailLabel="企业邮箱"
        placeholder={placeholder ?? '请输入公司邮箱'}
        sendTestId="send-ent-code"
        email={email}
        onEmail={setEmail}
        code={code}
        onCode={setCode}
        errors={errors}
        send={sendCode}
        onEmailError={(message) => setErrors(message ? { email: message } : {})}
        onFailure={refused}
      />
      {errors.form ? (
        <p className={styles.error} role="alert" data-testid="enterprise-form-error">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="enterprise-submit">
        验证并进入企业购
      </button>
    </form>
  );
}
