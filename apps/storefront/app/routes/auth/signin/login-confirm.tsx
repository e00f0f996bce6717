/**
 * /user/login_confirm?token=… — the phone side of QR login (spec 2.7). Opening it is the
 * scan: a signed-in member takes the token (a visitor goes to login and comes back); the
 * page shows what is being signed in (device and browser, IP area, time) with 确认登录 /
 * 取消登录. An expired, used or cancelled code says so. Works without JavaScript (form posts).
 */
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import type { QrLoginInfo } from '@shop/contracts/signin';
import type { Route } from './+types/login-confirm';
import { signinEndpoints } from '@shop/contracts/endpoint-refs/auth-signin';
import { ApiError } from '../../../lib/api-client';
import { serverCaller } from '../../../lib/api-call';
import { parseCookieHeader, userFromCookies } from '../../../lib/cookies';
import { routeMeta } from '../../../lib/meta';
import styles from './signin.module.css';
import { signInFor } from '../../../lib/sign-in-href';

export const meta = routeMeta;

const TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

type Result = { kind: 'info'; token: string; info: QrLoginInfo } | { kind: 'error'; message: string } | { kind: 'done'; action: 'confirm' | 'cancel' };

function loginRedirect(url: URL) {
  return redirect(signInFor(url));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  if (!TOKEN.test(token)) return { kind: 'error', message: '二维码不存在或已失效，请在电脑上刷新二维码' } satisfies Result as Result;
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  if (!userFromCookies(cookies)) throw loginRedirect(url);
  try {
    const info = await serverCaller(context).get(signinEndpoints.qrScan, { params: { token } });
    return { kind: 'info', token, info } satisfies Result as Result;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw loginRedirect(url);
    return { kind: 'error', message: err instanceof ApiError ? err.displayMessage : '网络异常，请稍后再试' } satisfies Result as Result;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await request.formData();
  const token = String(form.get('token') ?? url.searchParams.get('token') ?? '');
  const intent = form.get('intent') === 'cancel' ? 'cancel' : 'confirm';
  if (!TOKEN.test(token)) return data<Result>({ kind: 'error', message: '二维码不存在或已失效，请在电脑上刷新二维码' }, { status: 400 });
  try {
    await serverCaller(context).get(signinEndpoints.qrConfirm, { params: { token }, body: { action: intent } });
    return { kind: 'done', action: intent } satisfies Result as Result;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw loginRedirect(url);
    return data<Result>(
      { kind: 'error', message: err instanceof ApiError ? err.displayMessage : '网络异常，请稍后再试' },
      { status: err instanceof ApiError ? err.status : 503 },
    );
  }
}

export default function LoginConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const view: Result = actionData ?? loaderData;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="confirm-title" data-testid="login-confirm">
        <h1 id="confirm-title" className={styles.title}>
          确认登录
        </h1>
        {view.kind === 'error' ? (
          <>
            <p className={styles.error} role="alert">
              {view.message}
            </p>
            <Link to="/" className={styles.link}>
              返回首页
            </Link>
          </>
        ) : null}
        {view.kind === 'done' ? (
          <>
            <p className={styles.lead} role="status">
              {view.action === 'confirm' ? '已确认登录，请在电脑上继续操作' : '已取消本次登录'}
            </p>
            <Link to="/" className={styles.link}>
              返回首页
            </Link>
          </>
        ) : null}
        {view.kind === 'info' ? <Pending token={view.token} info={view.info} busy={busy} /> : null}
      </section>
    </div>
  );
}

function Pending({ token, info, busy }: { token: string; info: QrLoginInfo; busy: boolean }) {
  if (info.status === 'expired') return <p className={styles.error}>二维码已失效，请在电脑上刷新二维码</p>;
  return (
    <>
      <p className={styles.muted}>你的账号正在以下设备上登录，请确认是你本人操作</p>
      <dl className={styles.details}>
        <dt>登录设备</dt>
        <dd data-testid="confirm-device">{info.device}</dd>
        <dt>IP 区域</dt>
        <dd>{info.ipArea}</dd>
        <dt>请求时间</dt>
        <dd>{formatBeijingTime(info.requestedAt)}</dd>
      </dl>
      <Form method="post" className={styles.actions} replace>
        <input type="hidden" name="token" value={token} />
        <button type="submit" name="intent" value="confirm" className="btn btn-primary" disabled={busy} data-testid="confirm-login">
          确认登录
        </button>
        <button type="submit" name="intent" value="cancel" className="btn" disabled={busy}>
          取消登录
        </button>
      </Form>
    </>
  );
}
