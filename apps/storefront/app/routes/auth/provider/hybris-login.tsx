/**
 * /user/hybris_login — the legacy entry of the account provider sign-in: straight on to the
 * shop's authorize URL (which starts the OpenID Connect flow) with the way back kept.
 */
import { redirect } from 'react-router';
import { urlOf } from '@shop/contracts/endpoint';
import { signinEndpoints } from '@shop/contracts/endpoint-refs/auth-signin';
import type { Route } from './+types/hybris-login';
import { safeRedirectTarget } from '../../../lib/cookies';
import { routeMeta } from '../../../lib/meta';

export const meta = routeMeta;

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const back = safeRedirectTarget(url.searchParams.get('redirect') ?? url.searchParams.get('returnUrl'));
  const site = url.searchParams.get('site');
  const query = { redirect: back, ...(site && /^[a-z][a-z0-9_-]{0,31}$/i.test(site) ? { site } : {}) };
  throw redirect(urlOf(signinEndpoints.providerAuthorize, undefined, query));
}

export default function HybrisLogin() {
  return <p style={{ padding: 'var(--space-6)', textAlign: 'center' }}>正在前往账号中心登录…</p>;
}
