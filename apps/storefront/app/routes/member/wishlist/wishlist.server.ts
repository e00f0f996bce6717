/**
 * Loader of /Personalcenter/Personal_Collection: one page of the member's wishlist from the
 * API. A lapsed session goes to login (the root guard usually got there first).
 */
import { redirect } from 'react-router';
import type { WishlistPage } from '@shop/contracts/wishlist';
import type { ShopLoadContext } from '@shop/contracts/ssr-context';
import { ApiError } from '../../../lib/api-client';
import { serverCaller } from '../../../lib/api-call';
import { wishlistEndpoints } from '@shop/contracts/endpoint-refs/wishlist';
import { signInFor } from '../../../lib/sign-in-href';

export const WISHLIST_PAGE_SIZE = 12;

export async function loadWishlist(request: Request, context: ShopLoadContext): Promise<{ page: WishlistPage }> {
  const url = new URL(request.url);
  const pageNo = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  try {
    const page = await serverCaller(context).get(wishlistEndpoints.list, { body: { pageNo, pageSize: WISHLIST_PAGE_SIZE } });
    // Past the last page (e.g. after removing its only item): show the last one instead.
    const last = Math.max(1, Math.ceil(page.total / WISHLIST_PAGE_SIZE));
    if (page.list.length === 0 && pageNo > last) throw redirect(last === 1 ? url.pathname : `${url.pathname}?page=${last}`);
    return { page };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw redirect(signInFor(url));
    throw err;
  }
}
