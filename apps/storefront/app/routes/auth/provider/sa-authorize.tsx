/**
 * /user/saAuthorize — the account provider's redirect URI (callback): hands code and state
 * to the API, which checks them against this browser's sign-in cookie, exchanges the code
 * and signs the member in (cookies forwarded), then goes to the saved same-site path.
 * A refused callback shows why, with the way to sign in again.
 */
import { Link, redirect } from 'react-router';
import type { ProviderSignInResult } from '@shop/contracts/account-provider';
import type { Route } from './+types/sa-authorize';
import { signinEndpoints } from '@shop/contracts/endpoint-refs/auth-signin';
import { ApiError } from '../../../lib/api-client';
import { serverCaller } from '../../../lib/api-call';
import { safeRedirectTarget } from '../../../lib/cookies';
import { routeMeta } from '../../../lib/meta';
import styles from './provider.module.css';

export const meta = routeMeta;

const PASSED = ['code', 'state', 'iss', 'error', 'error_description', 'session_state'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params: Record<string, string> = {};
  for (const k of PASSED) {
    const v = url.searchParams.get(k);
    if (v !== null) params[k] = v;
  }
  if (!params.state) return { error: '登录请求不完整，请重新登录' };
  let result: ProviderSignInResult;
  try {
    result = await serverCaller(context).get(signinEndpoints.providerCallback, { body: { ...params, state: params.state } });
  } catch (err) {
    if (err instanceof ApiError) return { error: err.displayMessage };
    throw err;
  }
  throw redirect(safeRedirectTarget(result.redirect));
}

export default function SaAuthorize({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="sa-title">
        <h1 id="sa-title" className={styles.title}>
          账号授权未完成
        </h1>
        <p className={styles.error} role="alert" data-testid="provider-error">
          {loaderData.error}
        </p>
        <div className={styles.actions}>
          <Link to="/user/login" className="btn btn-primary">
            重新登录
          </Link>
          <Link to="/" className="btn">
            返回首页
          </Link>
        </div>
      </section>
    </div>
  );
}
