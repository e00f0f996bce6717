/**
 * Loader helpers of the inbox pages: API reads on the server for the signed-in member. A
 * lapsed session goes to login with the way back; a number that is not the member's (404)
 * or malformed (400) shows the 404 page.
 */
import { data, redirect } from 'react-router';
import type { ShopLoadContext } from '@shop/contracts/ssr-context';
import { ApiError } from '../../../lib/api-client';
import { serverCaller, type ServerCaller } from '../../../lib/api-call';
import { signInFor } from '../../../lib/sign-in-href';

export async function memberLoad<T>(request: Request, context: ShopLoadContext, load: (api: ServerCaller) => Promise<T>): Promise<T> {
  try {
    return await load(serverCaller(context));
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      const url = new URL(request.url);
      throw redirect(signInFor(url));
    }
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) throw data(null, { status: 404 });
    throw err;
  }
}

/** ?page= as a page number 1…10000. */
export function pageOf(request: Request): number {
  const v = new URL(request.url).searchParams.get('page');
  return Math.max(1, Math.min(10_000, Number.parseInt(v ?? '1', 10) || 1));
}
