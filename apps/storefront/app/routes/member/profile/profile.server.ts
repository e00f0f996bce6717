/** Loaders of the profile pages: the member's own data through the API; a lapsed session goes to login. */
import { redirect } from 'react-router';
import type { ShopLoadContext } from '@shop/contracts/ssr-context';
import { ApiError } from '../../../lib/api-client';
import { serverCaller, type ServerCaller } from '../../../lib/api-call';
import { signInFor } from '../../../lib/sign-in-href';

export async function loadForMember<T>(request: Request, context: ShopLoadContext, load: (api: ServerCaller) => Promise<T>): Promise<T> {
  try {
    return await load(serverCaller(context));
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      const url = new URL(request.url);
      throw redirect(signInFor(url));
    }
    throw err;
  }
}
