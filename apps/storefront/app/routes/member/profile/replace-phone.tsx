/**
 * /Personalcenter/replacePhone and /Personalcenter/replacePhone2 (spec 2.8, 8): step 1 proves
 * the current number (a code sent to it, checked by the phone re-verification of issue #14), step 2 takes the new number and its code and
 * completes the change (modifyMpNo). The step-1 proof travels in sessionStorage (10 minutes,
 * signed by the server). On these pages a refused call shows the server's message and a failed
 * one (network, 5xx) shows 绑定失败 (spec 8).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import type { CodeSent, ProfileView, ReplaceStep } from '@shop/contracts/profile';
import { MOBILE_PATTERN } from '@shop/contracts/patterns';
import type { Route } from './+types/replace-phone';
import { routeMeta } from '../../../lib/meta';
import { showToast } from '../../../lib/toast';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { TextField } from '../../../components/TextField';
import { loadForMember } from './profile.server';
import { callInline, type CallOutcome } from './profile-client';
import styles from './profile.module.css';
import { profileEndpoints } from '@shop/contracts/endpoint-refs/profile';
import { reverifyEndpoints } from '@shop/contracts/endpoint-refs/reverify';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadForMember(request, context, (api) => api.get(profileEndpoints.info));
}

const STEP1 = '/Personalcenter/replacePhone';
const STEP2 = '/Personalcenter/replacePhone2';
const STEP_KEY = 'replacePhoneStep';
const BIND_FAILED = '绑定失败';
const fieldClasses = { field: styles.field, label: styles.label, input: styles.input, error: styles.error };

const messageOf = (r: Extract<CallOutcome<unknown>, { ok: false }>) => (r.failed ? BIND_FAILED : r.message || BIND_FAILED);

function readStep(): ReplaceStep | null {
  try {
    const s = JSON.parse(sessionStorage.getItem(STEP_KEY) ?? 'null') as ReplaceStep | null;
    return s && typeof s.stepToken === 'string' && s.expiresAtMs > Date.now() ? s : null;
  } catch {
    return null;
  }
}

/** The 获取验证码 button with its 60-second countdown. */
function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  return [left, setLeft] as const;
}

function StepOne({ mobile }: { mobile: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [left, setLeft] = useCountdown();

  async function send() {
    setError('');
    setBusy(true);
    const r = await callInline(reverifyEndpoints.sendCode, { body: { scene: 'replace-phone' } });
    setBusy(false);
    if (!r.ok) return setError(messageOf(r));
    setSent(true);
    setLeft(r.data.resendAfter);
    showToast('验证码已发送');
  }

  async function next(e: FormEvent) {
    e.preventDefault();
    setError('');
    if (!/^\d{6}$/.test(code.trim())) return setError('请输入6位数字验证码');
    setBusy(true);
    // Phone re-verification (issue #14): POST /api/auth/auth/mobile, multipart as spec 7 writes it; its proof is step 2's stepToken.
    const form = new FormData();
    form.append('code', code.trim());
    form.append('scene', 'replace-phone');
    const r = await callInline(reverifyEndpoints.verify, { body: form as unknown as { code: string; scene: 'replace-phone' } });
    setBusy(false);
    if (!r.ok) return setError(messageOf(r));
    sessionStorage.setItem(STEP_KEY, JSON.stringify({ stepToken: r.data.proof, expiresAtMs: r.data.expiresAtMs } satisfies ReplaceStep));
    navigate(STEP2);
  }

  return (
    <form className={styles.panel} onSubmit={next} noValidate data-testid="replace-step1">
      <h2>验证原手机号</h2>
      <p className={styles.hint}>
        为了您的账户安全，请先验证当前绑定的手机号 <strong data-testid="replace-old-mobile">{mobile}</strong>
      </p>
      <div className={styles.codeRow}>
        <TextField
          id="old-code"
          label="短信验证码"
          value={code}
          onValue={setCode}
          classes={fieldClasses}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          data-testid="old-code"
        />
        <button type="button" className="btn" onClick={send} disabled={busy || left > 0} data-testid="send-old-code">
          {left > 0 ? `${left}秒后重发` : sent ? '重新获取' : '获取验证码'}
        </button>
      </div>
      {error ? (
        <p className={styles.alert} role="alert" data-testid="replace-error">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="replace-next">
          下一步
        </button>
      </div>
    </form>
  );
}

function StepTwo({ current }: { current: string }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [step, setStep] = useState<ReplaceStep | null | undefined>(undefined);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [left, setLeft] = useCountdown();

  useEffect(() => setStep(readStep()), []);

  if (step === undefined) return null;
  if (step === null)
    return (
      <section className={styles.panel} data-testid="replace-step-missing">
        <h2>设置新手机号</h2>
        <p className={styles.hint}>原手机号验证已失效，请重新验证。</p>
        <Link to={STEP1} className="btn btn-primary">
          验证原手机号
        </Link>
      </section>
    );

  const validMobile = () => {
    const m = mobile.trim();
    if (!MOBILE_PATTERN.test(m)) {
      setError('请输入正确的11位手机号码');
      return null;
    }
    return m;
  };

  async function send() {
    setError('');
    const m = validMobile();
    if (!m) return;
    setBusy(true);
    const r = await callInline(profileEndpoints.sendNewCode, { body: { stepToken: step!.stepToken, mobile: m } });
    setBusy(false);
    if (!r.ok) return setError(messageOf(r));
    setLeft(r.data.resendAfter);
    showToast('验证码已发送');
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    const m = validMobile();
    if (!m) return;
    if (!/^\d{6}$/.test(code.trim())) return setError('请输入6位数字验证码');
    setBusy(true);
    const r = await callInline(profileEndpoints.modifyMpNo, { body: { stepToken: step!.stepToken, mobile: m, code: code.trim() } });
    setBusy(false);
    if (!r.ok) return setError(messageOf(r));
    sessionStorage.removeItem(STEP_KEY);
    showToast('手机号更换成功');
    await revalidator.revalidate();
    navigate('/Personalcenter/Personal_Accountsettings');
  }

  return (
    <form className={styles.panel} onSubmit={submit} noValidate data-testid="replace-step2">
      <h2>设置新手机号</h2>
      <p className={styles.hint}>当前手机号 {current}，更换后请使用新手机号登录。</p>
      <TextField
        id="new-mobile"
        label="新手机号"
        value={mobile}
        onValue={setMobile}
        classes={fieldClasses}
        inputMode="numeric"
        maxLength={11}
        autoComplete="tel"
        data-testid="new-mobile"
      />
      <div className={styles.codeRow}>
        <TextField
          id="new-code"
          label="短信验证码"
          value={code}
          onValue={setCode}
          classes={fieldClasses}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          data-testid="new-code"
        />
        <button type="button" className="btn" onClick={send} disabled={busy || left > 0} data-testid="send-new-code">
          {left > 0 ? `${left}秒后重发` : '获取验证码'}
        </button>
      </div>
      {error ? (
        <p className={styles.alert} role="alert" data-testid="replace-error">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="replace-submit">
          确认更换
        </button>
      </div>
    </form>
  );
}

export default function ReplacePhone({ loaderData: profile }: Route.ComponentProps) {
  const second = useLocation().pathname.toLowerCase() === STEP2.toLowerCase();
  return (
    <div className={styles.page} data-testid="replace-phone">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '账户设置', path: '/Personalcenter/Personal_Accountsettings' },
          { name: '更换手机号', path: second ? STEP2 : STEP1 },
        ]}
      />
      <h1 className={styles.title}>更换手机号</h1>
      <div className={styles.column}>
        <ol className={styles.steps}>
          <li aria-current={second ? undefined : 'step'}>1 验证原手机号</li>
          <li aria-current={second ? 'step' : undefined}>2 设置新手机号</li>
        </ol>
        {second ? <StepTwo current={profile.mobile} /> : <StepOne mobile={profile.mobile} />}
      </div>
    </div>
  );
}
