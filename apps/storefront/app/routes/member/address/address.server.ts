/**
 * Loader of the personal-centre address pages: the member's addresses from the API on the
 * server. A lapsed session goes to login (the root guard usually got there first).
 */
import { redirect } from 'react-router';
import type { Address } from '@shop/contracts/address';
import type { ShopLoadContext } from '@shop/contracts/ssr-context';
import { ApiError } from '../../../lib/api-client';
import { serverCaller } from '../../../lib/api-call';
import { addressEndpoints } from '@shop/contracts/endpoint-refs/address';
import { signInFor } from '../../../lib/sign-in-href';

export async function loadAddresses(request: Request, context: ShopLoadContext): Promise<Address[]> {
  try {
    return await serverCaller(context).get(addressEndpoints.list);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      const url = new URL(request.url);
      throw redirect(signInFor(url));
    }
    throw err;
  }
}
