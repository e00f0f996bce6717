/**
 * /user/estoreLogin, /user/wxEstoreLogin, /user/appEstoreLogin — the enterprise store's
 * login screen. Staff sign in at the enterprise identity provider, which sends them back
 * here with an SSO code; the loader exchanges it (samsso/token) for the shop session, the
 * member becomes an enterprise member and the enterprise store is selected.
 */
import { Link, redirect } from 'react-router';
import type { SamssoResult } from '@shop/contracts/account-provider';
import type { Route } from './+types/estore-login';
import { urlOf } from '@shop/contracts/endpoint';
import { signinEndpoints } from '@shop/contracts/endpoint-refs/auth-signin';
import { ApiError } from '../../../lib/api-client';
import { serverCaller } from '../../../lib/api-call';
import { safeRedirectTarget } from '../../../lib/cookies';
import { routeMeta } from '../../../lib/meta';
import styles from './provider.module.css';
import { signInHref } from '../../../lib/sign-in-href';

export const meta = routeMeta;

const CHANNEL_OF: Record<string, 'pc' | 'wx' | 'app'> = { '/user/estoreLogin': 'pc', '/user/wxEstoreLogin': 'wx', '/user/appEstoreLogin': 'app' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const channel = CHANNEL_OF[url.pathname] ?? 'pc';
  const redirectTo = safeRedirectTarget(url.searchParams.get('redirect'));
  const state = url.searchParams.get('state');
  if (state) {
    const body: Record<string, string> & { state: string } = { state };
    for (const k of ['code', 'iss', 'error', 'error_description', 'session_state']) {
      const v = url.searchParams.get(k);
      if (v !== null) body[k] = v;
    }
    try {
      const result = await serverCaller(context).get(signinEndpoints.samssoToken, { body });
      throw redirect(safeRedirectTarget(result.redirect));
    } catch (err) {
      if (err instanceof ApiError) return { channel, redirectTo, error: err.displayMessage };
      throw err;
    }
  }
  return { channel, redirectTo, error: null as string | null };
}

export default function EstoreLogin({ loaderData }: Route.ComponentProps) {
  const { channel, redirectTo, error } = loaderData;
  const start = urlOf(signinEndpoints.samssoAuthorize, undefined, { channel, redirect: redirectTo });
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="estore-title">
        <span className={styles.badge}>企业商城</span>
        <h1 id="estore-title" className={styles.title}>
          企业商城登录
        </h1>
        <p className={styles.lead}>企业员工请使用企业账号登录，登录后即可享受企业专属价格与企业购服务。</p>
        {error ? (
          <p className={styles.error} role="alert" data-testid="provider-error">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          {/* A plain link: the API answers with the redirect to the enterprise identity provider. */}
          <a href={start} className="btn btn-primary" data-testid="estore-sso" rel="nofollow">
            企业账号登录
          </a>
        </div>
        <div className={styles.links}>
          <Link to={signInHref(redirectTo)}>个人用户登录</Link>
          <Link to="/guide/cn_corporate">了解企业购</Link>
        </div>
      </section>
    </div>
  );
}
