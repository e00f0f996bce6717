/** The assistant / community login address of spec 7 (returnUrl, timeC from the server clock, state). */
import type { ShopLoadContext } from '@shop/contracts/ssr-context';
import { serverApi } from '../../../lib/api-client';
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
  const timeC = await serverApi(context)
    .get<number>('/api/sys/comnmetd/getServerTimeStamp')
    .then((t) => (typeof t === 'number' ? t : Date.now()))
    .catch(() => Date.now());
  const q = new URLSearchParams({ returnUrl: returnTo, timeC: String(timeC), ...(state ? { state } : {}) });
  return { app, url: `/api/auth/login/${app}?${q}` };
}
