/** The assistant / community login address of spec 7 (returnUrl, timeC from the server clock, state). */
import type { ShopLoadContext } from '@shop/contracts/ssr-context';
import { urlOf } from '@shop/contracts/endpoint';
import { signinEndpoints } from '@shop/contracts/endpoint-refs/auth-signin';
import { sysEndpoints } from '@shop/contracts/endpoint-refs/sys';
import { serverCaller } from '../../../lib/api-call';
import { COMMUNITY_UA_TOKEN } from './signin-shared';

export async function assistantLoginUrl(
  context: ShopLoadContext,
  request: Request,
  returnTo: string,
  state?: string,
): Promise<{ app: 'sassistant' | 'smembers'; url: string }> {
  const ua = request.headers.get('user-agent') ?? '';
  const app = ua.includes(COMMUNITY_UA_TOKEN) ? 'smembers' : 'sassistant';
  // timeC is checked against the server clock: take it from there.
  const timeC = await serverCaller(context)
    .get(sysEndpoints.serverTime)
    .then((t) => (typeof t === 'number' ? t : Date.now()))
    .catch(() => Date.now());
  const login = app === 'smembers' ? signinEndpoints.smembersLogin : signinEndpoints.sassistantLogin;
  return { app, url: urlOf(login, undefined, { returnUrl: returnTo, timeC: String(timeC), ...(state ? { state } : {}) }) };
}
