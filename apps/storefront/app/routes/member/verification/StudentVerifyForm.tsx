/**
 * The student verification form: school email + code from the email (获取验证码), real name,
 * student number, enrolment and graduation years; in the app and mini-programs first the SMS
 * step to the member's own number. Calls the platform variant of the member's environment.
 */
import { useState, type FormEvent } from 'react';
import { beijingYear } from '@shop/contracts/beijing-time';
import { SCHOOLS, type StudentAuthCheck } from '@shop/contracts/verification';
import { verificationEndpoints } from '@shop/contracts/endpoint-refs/verification';
import { browserCaller } from '../../../lib/api-call';
import { TextField } from '../../../components/TextField';
import { errorText, fieldErrors, retryAfterOf, useResendCountdown } from './verification-client';
import { EmailCodeStep, fieldClasses as classes } from './EmailCodeStep';
import styles from './verification.module.css';

export function StudentVerifyForm({ platform, check, onVerified }: { platform: string; check: StudentAuthCheck; onVerified: () => void }) {
  const params = { platform };
  // The Beijing year (the shop's calendar), not the year of the device's own time zone.
  const year = beijingYear(Date.now());
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [realName, setRealName] = useState('');
  const [studentNo, setStudentNo] = useState('');
  const [enrolYear, setEnrolYear] = useState(String(year - 1));
  const [graduationYear, setGraduationYear] = useState(String(year + 3));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [qxPassed, setQxPassed] = useState(check.qxPassed);
  const [qxCode, setQxCode] = useState('');
  const [qxLeft, startQx] = useResendCountdown();
  const [qxMsg, setQxMsg] = useState('');

  const sendCode = (value: string) => browserCaller.get(verificationEndpoints.sendStudentEmailCode, { params: { platform, email: value } });

  async function sendQx() {
    setQxMsg('');
    try {
      const r = await browserCaller.get(verificationEndpoints.sendQxSms, { params });
      setQxMsg(`验证码已发送至 ${r.mobileMasked}`);
      startQx(r.resendAfter);
    } catch (err) {
      const wait = retryAfterOf(err);
      if (wait) startQx(wait);
      setQxMsg(errorText(err));
    }
  }

  async function verifyQx() {
    try {
      await browserCaller.get(verificationEndpoints.verifyQx, { params, body: { code: qxCode.trim() } });
      setQxPassed(true);
      setQxMsg('');
    } catch (err) {
      setQxMsg(errorText(err));
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    setFormError('');
    const local: Record<string, string> = {};
    if (!email.trim()) local.email = '请输入学校邮箱';
    if (!/^\d{6}$/.test(code.trim())) local.code = '请输入6位邮箱验证码';
    if (realName.trim().length < 2) local.realName = '请输入真实姓名';
    if (Object.keys(local).length) return setErrors(local);
    setBusy(true);
    try {
      await browserCaller.get(verificationEndpoints.saveStudentAuth, {
        params,
        body: {
          email: email.trim(),
          code: code.trim(),
          realName: realName.trim(),
          studentNo: studentNo.trim(),
          enrolYear: Number(enrolYear),
          graduationYear: Number(graduationYear),
        },
      });
      onVerified();
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length) setErrors(fields);
      else setFormError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const years = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="student-form" aria-label="学生认证">
      {check.qxRequired && !qxPassed ? (
        <div className={styles.field} data-testid="qx-step">
          <span className={styles.label}>第一步：手机短信验证</span>
          <div className={styles.codeRow}>
            <TextField
              id="qx-code"
              label="短信验证码"
              value={qxCode}
              onValue={setQxCode}
              classes={classes}
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
            />
            <button type="button" className="btn" onClick={sendQx} disabled={qxLeft > 0}>
              {qxLeft > 0 ? `${qxLeft}秒后重新获取` : '获取验证码'}
            </button>
          </div>
          <button type="button" className="btn btn-primary" onClick={verifyQx}>
            验证手机
          </button>
          {qxMsg ? (
            <p className={styles.muted} role="status">
              {qxMsg}
            </p>
          ) : null}
        </div>
      ) : null}
      <EmailCodeStep
        id="stu"
        emailLabel="学校邮箱"
        placeholder="例如 name@stu.pku.edu.cn"
        sendTestId="send-email-code"
        email={email}
        onEmail={setEmail}
        code={code}
        onCode={setCode}
        errors={errors}
        send={sendCode}
        onEmailError={(message) => {
          setErrors(message ? { email: message } : {});
          setFormError('');
        }}
      />
      <TextField
        id="stu-name"
        label="真实姓名"
        value={realName}
        onValue={setRealName}
        error={errors.realName}
        classes={classes}
        maxLength={20}
        autoComplete="name"
      />
      <TextField id="stu-no" label="学号（选填）" value={studentNo} onValue={setStudentNo} error={errors.studentNo} classes={classes} maxLength={20} />
      <div className={styles.row2}>
        <div className={styles.field}>
          <label htmlFor="stu-enrol" className={styles.label}>
            入学年份
          </label>
          <select id="stu-enrol" className={styles.select} value={enrolYear} onChange={(e) => setEnrolYear(e.target.value)}>
            {years(year - 8, year).map((y) => (
              <option key={y} value={y}>
                {y}年
              </option>
            ))}
          </select>
          {errors.enrolYear ? (
            <p className={styles.error} role="alert">
              {errors.enrolYear}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor="stu-grad" className={styles.label}>
            毕业年份
          </label>
          <select id="stu-grad" className={styles.select} value={graduationYear} onChange={(e) => setGraduationYear(e.target.value)}>
            {years(year, year + 8).map((y) => (
              <option key={y} value={y}>
                {y}年
              </option>
            ))}
          </select>
          {errors.graduationYear ? (
            <p className={styles.error} role="alert">
              {errors.graduationYear}
            </p>
          ) : null}
        </div>
      </div>
      {formError ? (
        <p className={styles.error} role="alert" data-testid="student-form-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy || (check.qxRequired && !qxPassed)} data-testid="student-submit">
        提交认证
      </button>
      <p className={styles.muted}>支持的学校：{SCHOOLS.map((s) => s.name).join('、')}</p>
    </form>
  );
}
