/**
 * /user/login and /cn/sso: sign in with mobile number and SMS code (issue #2 item 5).
 *
 * Works before hydration (plain form posts to the action) and better after it: the code
 * request goes through a fetcher with a 60-second resend countdown, inputs are trimmed
 * and checked inline, errors show under their field. After sign-in the shopper returns to
 * `?redirect=` (same-site paths only). In a mini-program web view the route hands over to
 * the mini-program's native login page, passing state and site (spec 2.7), instead of the
 * form (`?web=1` shows the form anyway). On PC a 扫码登录 tab signs in by QR code; below the
 * form the account-provider entry (星辰账号登录, 注册, 找回账号). `?reason=` shows why the
 * shopper landed here (a failed app ticket, assistant sign-in …), from a fixed list.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { data, Form, Link, redirect, useActionData, useFetcher, useNavigation } from 'react-router';
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from '@shop/contracts/patterns';
import { SMS } from '@shop/contracts/constants';
import type { Route } from './+types/login';
import { parseCookieHeader, safeRedirectTarget, userFromCookies } from '../../lib/cookies';
import { signinEndpoints } from '@shop/contracts/endpoint-refs/auth-signin';
import { authEndpoints } from '@shop/contracts/endpoint-refs/auth';
import { sessionEndpoints } from '@shop/contracts/endpoint-refs/session';
import { ApiError, displayMessage } from '../../lib/api-client';
import { serverCaller } from '../../lib/api-call';
import styles from './login.module.css';
import { AccountProviderForm } from '../../components/account-provider/AccountProviderForm';
import { MiniProgramHandOff } from './signin/MiniProgramHandOff';
import { QrLoginPanel } from './signin/QrLoginPanel';
import { LOGIN_REASONS } from './signin/signin-shared';
import { routeMeta } from '../../lib/meta';
import { useRootData } from '../../root';
import { consentCookieValue, CONSENT_COOKIE } from '@shop/contracts/agreement-codes';
import { COOKIE_DAYS } from '@shop/contracts/constants';
import { signInHref } from '../../lib/sign-in-href';

export const meta = routeMeta;

type Field = 'mobile' | 'code' | 'agree' | 'form';
interface ActionResult {
  intent: 'send-code' | 'login';
  ok: boolean;
  field?: Field;
  error?: string;
  /** Seconds until another code may be requested. */
  resendAfter?: number;
  mobile?: string;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTarget(url.searchParams.get('redirect'));
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  const looksSignedIn = context.renewedSession ? context.renewedSession.user !== null : Boolean(cookies.authorization && userFromCookies(cookies));
  if (looksSignedIn) {
    // The API decides, not the readable cookie: a member page whose session was ended sends the
    // shopper here, and going straight back on the cookie's word bounced between the two. A dead
    // session is ended here, its cookies cleared, and the sign-in form shown.
    const api = serverCaller(context);
    const live = await api.get(sessionEndpoints.memInfo).then(
      () => true,
      () => false,
    );
    if (live) throw redirect(redirectTo);
    await api.get(authEndpoints.logout).catch(() => null);
  }
  const env = context.request.env;
  const reason = url.searchParams.get('reason');
  return {
    redirectTo,
    // ?web=1: the shopper chose the web form inside the mini-program.
    miniProgram: (env === 'wxApp' || env === 'aliApp') && url.searchParams.get('web') !== '1' ? env : null,
    siteCd: context.request.siteCd,
    qrAvailable: context.request.device === 'pc' && env === 'pc',
    reasonMessage: reason && Object.hasOwn(LOGIN_REASONS, reason) ? LOGIN_REASONS[reason] : null,
  };
}

function fail(intent: ActionResult['intent'], err: unknown, mobile: string) {
  if (err instanceof ApiError) {
    const field: Field =
      /^E_SMS_(MOBILE|TOO_FREQUENT|DAILY|IP)/.test(err.code) || (err.code === 'E_VALIDATION' && intent === 'send-code')
        ? 'mobile'
        : err.code.startsWith('E_SMS_CODE')
          ? 'code'
          : 'form';
    const retryAfter = (err.data as { retryAfter?: number } | null)?.retryAfter;
    return data<ActionResult>({ intent, ok: false, field, error: err.displayMessage, resendAfter: retryAfter, mobile }, { status: err.status });
  }
  return data<ActionResult>({ intent, ok: false, field: 'form', error: '网络异常，请稍后再试', mobile }, { status: 503 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent') === 'send-code' ? 'send-code' : 'login';
  const mobile = String(form.get('mobile') ?? '').trim();
  const api = serverCaller(context);

  if (!MOBILE_PATTERN.test(mobile))
    return data<ActionResult>({ intent, ok: false, field: 'mobile', error: '请输入正确的11位手机号码', mobile }, { status: 400 });

  if (intent === 'send-code') {
    const deviceId = String(form.get('deviceId') ?? '').slice(0, 128) || undefined;
    const nvcVal = String(form.get('nvcVal') ?? '') || undefined;
    try {
      const r = await api.get(signinEndpoints.smsCode, { body: { mobile, deviceId, nvcVal } });
      return { intent, ok: true, resendAfter: r.resendAfter, mobile } satisfies ActionResult;
    } catch (err) {
      return fail(intent, err, mobile);
    }
  }

  const code = String(form.get('code') ?? '').trim();
  if (!SMS_CODE_PATTERN.test(code)) return data<ActionResult>({ intent, ok: false, field: 'code', error: '请输入6位数字验证码', mobile }, { status: 400 });
  if (form.get('agree') !== 'on')
    return data<ActionResult>({ intent, ok: false, field: 'agree', error: '请阅读并同意《用户协议》和《隐私政策》', mobile }, { status: 400 });
  try {
    await api.get(signinEndpoints.mobileToken, { body: { mobile, code } });
  } catch (err) {
    return fail(intent, err, mobile);
  }
  // Ticking the box here is the shopper's one consent (issue #14): keep it like the consent step does.
  const consentRevision = Number(form.get('consentRevision'));
  const headers = new Headers();
  if (Number.isInteger(consentRevision) && consentRevision > 0)
    headers.append(
      'Set-Cookie',
      `${CONSENT_COOKIE}=${encodeURIComponent(consentCookieValue(consentRevision, false))}; Path=/; Max-Age=${COOKIE_DAYS.cookieConsent * 86400}; SameSite=Lax`,
    );
  throw redirect(safeRedirectTarget(String(form.get('redirect') ?? '')), { headers });
}

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

/** The slider/captcha value, sent once with the next code request, then discarded (spec 5). */
function takeNvcVal(): string {
  try {
    const v = sessionStorage.getItem('nvcVal') ?? '';
    sessionStorage.removeItem('nvcVal');
    return v;
  } catch {
    return '';
  }
}

/** The agreement is ticked, or was given in the consent step (a hidden agree=on). */
function agreeTicked(form: HTMLFormElement): boolean {
  const el = form.elements.namedItem('agree') as HTMLInputElement | null;
  return !!el && (el.type === 'hidden' ? el.value === 'on' : el.checked);
}

function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  return [left, setLeft] as const;
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const { redirectTo, miniProgram, siteCd, qrAvailable, reasonMessage } = loaderData;
  const [tab, setTab] = useState<'sms' | 'qr'>('sms');
  const actionData = useActionData<ActionResult>();
  const codeFetcher = useFetcher<ActionResult>();
  const navigation = useNavigation();
  const [mobile, setMobile] = useState(actionData?.mobile ?? '');
  const [code, setCode] = useState('');
  const [clientError, setClientError] = useState<{ field: Field; error: string } | null>(null);
  const [countdown, setCountdown] = useCountdown();
  const [codeSent, setCodeSent] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const ids = { mobile: useId(), code: useId(), agree: useId() };
  // Consent already given in the consent step (issue #14): not asked again here.
  const consentToAsk = useRootData()?.consent ?? null;

  // A code went out (or the server says wait): run the resend countdown.
  const sent = codeFetcher.data;
  useEffect(() => {
    if (!sent) return;
    if (sent.ok) {
      setCodeSent(true);
      codeInput.current?.focus();
    }
    if (sent.resendAfter) setCountdown(sent.resendAfter);
  }, [sent, setCountdown]);
  // The same after a plain form post (before hydration, or without JavaScript): a refusal
  // that says how long to wait starts the countdown too.
  useEffect(() => {
    if (actionData?.intent !== 'send-code') return;
    if (actionData.ok) setCodeSent(true);
    if (actionData.ok || actionData.resendAfter) setCountdown(actionData.resendAfter ?? SMS.resendSeconds);
  }, [actionData, setCountdown]);

  const serverError =
    clientError ??
    (sent && !sent.ok
      ? { field: sent.field!, error: sent.error! }
      : actionData && !actionData.ok
        ? { field: actionData.field!, error: actionData.error! }
        : null);
  const errorFor = (f: Field) => (serverError?.field === f ? serverError.error : undefined);

  const requestCode = () => {
    const m = mobile.trim();
    setMobile(m);
    if (!MOBILE_PATTERN.test(m)) {
      setClientError({ field: 'mobile', error: m ? '请输入正确的11位手机号码' : '请输入手机号码' });
      return;
    }
    setClientError(null);
    codeFetcher.submit({ intent: 'send-code', mobile: m, deviceId: deviceId(), nvcVal: takeNvcVal() }, { method: 'post' });
  };

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    const form = e.currentTarget;
    const m = mobile.trim();
    const c = code.trim();
    setMobile(m);
    setCode(c);
    let err: { field: Field; error: string } | null = null;
    if (!MOBILE_PATTERN.test(m)) err = { field: 'mobile', error: m ? '请输入正确的11位手机号码' : '请输入手机号码' };
    else if (!SMS_CODE_PATTERN.test(c)) err = { field: 'code', error: c ? '请输入6位数字验证码' : '请输入验证码' };
    else if (!agreeTicked(form)) err = { field: 'agree', error: '请阅读并同意《用户协议》和《隐私政策》' };
    setClientError(err);
    if (err) e.preventDefault();
  };

  /** Before the tap: reaching for 登录 with the box unticked shows its error at once. */
  const warnAgree = (e: React.SyntheticEvent<HTMLButtonElement>) => {
    const form = e.currentTarget.form;
    if (form && !agreeTicked(form)) setClientError({ field: 'agree', error: '请阅读并同意《用户协议》和《隐私政策》' });
  };

  const submitting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'login';
  const sending = codeFetcher.state !== 'idle';

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          登录
        </h1>
        <p className={styles.subtitle}>未注册的手机号验证后将自动创建账号</p>
        {reasonMessage ? (
          <p className={styles.error} role="alert" data-testid="login-reason">
            {reasonMessage}
          </p>
        ) : null}
        {miniProgram ? <MiniProgramHandOff env={miniProgram} state={redirectTo} siteCd={siteCd} webLoginHref={signInHref(redirectTo, { web: true })} /> : null}
        {!miniProgram && qrAvailable ? (
          <div className={styles.tabs} role="tablist" aria-label="登录方式">
            <button type="button" role="tab" aria-selected={tab === 'sms'} className={styles.tab} onClick={() => setTab('sms')}>
              短信登录
            </button>
            <button type="button" role="tab" aria-selected={tab === 'qr'} className={styles.tab} onClick={() => setTab('qr')} data-testid="tab-qr">
              扫码登录
            </button>
          </div>
        ) : null}
        {!miniProgram && tab === 'qr' ? <QrLoginPanel redirectTo={redirectTo} /> : null}

        {miniProgram || tab === 'qr' ? null : (
          <Form method="post" replace noValidate onSubmit={onSubmit} className={styles.form}>
            <input type="hidden" name="redirect" value={redirectTo} />
            <div className={styles.field}>
              <label htmlFor={ids.mobile} className={styles.label}>
                手机号码
              </label>
              <div className={styles.inputRow}>
                <span className={styles.prefix} aria-hidden="true">
                  +86
                </span>
                <input
                  id={ids.mobile}
                  name="mobile"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder="请输入手机号码"
                  value={mobile}
                  // Spaces (pasted "138 0013 8000", or around the number) are dropped, then at most 11 digits.
                  onChange={(e) => setMobile(e.target.value.replace(/\s+/g, '').slice(0, 11))}
                  onBlur={() => setMobile((m) => m.trim())}
                  aria-invalid={Boolean(errorFor('mobile'))}
                  aria-describedby={errorFor('mobile') ? `${ids.mobile}-err` : undefined}
                  className={styles.input}
                />
              </div>
              {errorFor('mobile') ? (
                <p id={`${ids.mobile}-err`} className={styles.error} role="alert">
                  {errorFor('mobile')}
                </p>
              ) : null}
            </div>

            <div className={styles.field}>
              <label htmlFor={ids.code} className={styles.label}>
                短信验证码
              </label>
              <div className={styles.inputRow}>
                <input
                  ref={codeInput}
                  id={ids.code}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder="请输入6位验证码"
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\s+/g, '').slice(0, 6))}
                  aria-invalid={Boolean(errorFor('code'))}
                  aria-describedby={errorFor('code') ? `${ids.code}-err` : undefined}
                  className={styles.input}
                />
                <button
                  type="submit"
                  name="intent"
                  value="send-code"
                  formNoValidate
                  className={styles.codeButton}
                  disabled={countdown > 0 || sending}
                  onClick={(e) => {
                    e.preventDefault();
                    requestCode();
                  }}
                  data-testid="send-code"
                >
                  {sending ? '发送中…' : countdown > 0 ? `${countdown}秒后重新获取` : codeSent ? '重新获取' : '获取验证码'}
                </button>
              </div>
              {errorFor('code') ? (
                <p id={`${ids.code}-err`} className={styles.error} role="alert">
                  {errorFor('code')}
                </p>
              ) : codeSent && !serverError ? (
                <p className={styles.hint} role="status">
                  验证码已发送，5分钟内有效
                </p>
              ) : null}
            </div>

            {consentToAsk ? (
              <div className={styles.agree}>
                <input type="hidden" name="consentRevision" value={consentToAsk.privacyRevision} />
                <input
                  id={ids.agree}
                  type="checkbox"
                  name="agree"
                  aria-invalid={Boolean(errorFor('agree'))}
                  aria-describedby={errorFor('agree') ? `${ids.agree}-err` : undefined}
                  data-testid="login-agree"
                  onChange={(e) => {
                    if (e.target.checked && clientError?.field === 'agree') setClientError(null);
                  }}
                />
                <label htmlFor={ids.agree}>
                  我已阅读并同意<Link to="/agreement/service">《用户协议》</Link>和<Link to="/agreement/privacy">《隐私政策》</Link>
                </label>
              </div>
            ) : (
              <p className={styles.agree} data-testid="login-agreed">
                <input type="hidden" name="agree" value="on" />
                <span>
                  登录即表示您同意<Link to="/agreement/service">《用户协议》</Link>和<Link to="/agreement/privacy">《隐私政策》</Link>（您已在进入网站时确认）
                </span>
              </p>
            )}
            {errorFor('agree') ? (
              <p id={`${ids.agree}-err`} className={styles.error} role="alert">
                {errorFor('agree')}
              </p>
            ) : null}
            {errorFor('form') ? (
              <p className={styles.error} role="alert">
                {displayMessage(errorFor('form')!)}
              </p>
            ) : null}

            <button
              type="submit"
              name="intent"
              value="login"
              className={`btn btn-primary ${styles.submit}`}
              disabled={submitting}
              onPointerDown={warnAgree}
              onFocus={warnAgree}
              data-testid="login-submit"
            >
              {submitting ? '登录中…' : '登录'}
            </button>
          </Form>
        )}

        {miniProgram ? null : (
          <div className={styles.provider}>
            <p className={styles.divider}>
              <span>其他登录方式</span>
            </p>
            <AccountProviderForm kind="signIn" returnTo={redirectTo} className={`btn ${styles.providerButton}`}>
              星辰账号登录
            </AccountProviderForm>
            <div className={styles.providerLinks}>
              <AccountProviderForm kind="join" returnTo={redirectTo} className={styles.linkButton}>
                注册
              </AccountProviderForm>
              <span aria-hidden="true">|</span>
              <AccountProviderForm kind="findAccount" returnTo={redirectTo} className={styles.linkButton}>
                找回账号
              </AccountProviderForm>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
