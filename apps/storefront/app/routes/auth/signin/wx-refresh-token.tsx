/**
 * /user/wx_refresh_token?refreshToken=…&redirect=… — the mini-program's web view takes over
 * the session of the native side: the refresh token it hands over is rotated on the server
 * (the old one dies) into this web view's cookies, then the page goes to the redirect. A
 * dead token lands on the login page (in the mini-program: its native login page).
 */
import { redirect } from 'react-router';
import type { Route } from './+types/wx-refresh-token';
import { authEndpoints } from '@shop/contracts/endpoint-refs/auth';
import { serverCaller } from '../../../lib/api-call';
import { safeRedirectTarget } from '../../../lib/cookies';
import { routeMeta } from '../../../lib/meta';
import { AutoSubmit } from './AutoSubmit';
import styles from './signin.module.css';

export const meta = routeMeta;

const REFRESH = /^[A-Za-z0-9_-]{16,256}$/;
const failed = (to: string) => redirect(`/user/login?${new URLSearchParams({ redirect: to, reason: 'refresh_failed' })}`);

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = safeRedirectTarget(url.searchParams.get('redirect'));
  const token = url.searchParams.get('refreshToken') ?? url.searchParams.get('refresh_token') ?? '';
  if (!REFRESH.test(token)) throw failed(to);
  return { token, redirectTo: to };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const to = safeRedirectTarget(String(form.get('redirect') ?? ''));
  const token = String(form.get('refreshToken') ?? '');
  if (!REFRESH.test(token)) throw failed(to);
  const ok = await serverCaller(context)
    .get(authEndpoints.refresh, { body: { refreshToken: token } })
    .then(() => true)
    .catch(() => false);
  throw ok ? redirect(to) : failed(to);
}

export default function WxRefreshToken({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <AutoSubmit fields={{ refreshToken: loaderData.token, redirect: loaderData.redirectTo }} label="继续" busyText="正在刷新登录状态…" />
      </section>
    </div>
  );
}
