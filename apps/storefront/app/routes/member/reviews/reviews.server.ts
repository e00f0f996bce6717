/** Loaders of 我的评价 and 发表评价; a lapsed session goes to login. */
import { data, redirect } from 'react-router';
import type { ReviewLine, ReviewLinePage, ReviewLineTab } from '@shop/contracts/reviews';
import type { ShopLoadContext } from '@shop/contracts/ssr-context';
import { ORDER_NO_PATTERN } from '@shop/contracts/patterns';
import { ApiError } from '../../../lib/api-client';
import { serverCaller } from '../../../lib/api-call';
import { reviewsEndpoints } from '@shop/contracts/endpoint-refs/reviews';
import { signInFor } from '../../../lib/sign-in-href';

export const REVIEW_LINES_PAGE_SIZE = 10;
export const reviewTabOf = (code: string | undefined): ReviewLineTab => (code === 'done' ? 'done' : 'pending');

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  return redirect(signInFor(url));
}

export async function loadReviewLines(request: Request, context: ShopLoadContext, code: string | undefined) {
  const url = new URL(request.url);
  const tab = reviewTabOf(code);
  const pageNo = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  try {
    const page = await serverCaller(context).get(reviewsEndpoints.myLines, { body: { tab, pageNo, pageSize: REVIEW_LINES_PAGE_SIZE } });
    return { tab, page };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw loginRedirect(request);
    throw err;
  }
}

export async function loadReviewLine(request: Request, context: ShopLoadContext, code: string, id: string | undefined) {
  // Without a line: the order's lines are listed on 我的评价.
  if (!id) throw redirect('/Personalcenter/Personalcenter_Evaluate');
  const lineId = Number(id);
  if (!ORDER_NO_PATTERN.test(code) || !Number.isSafeInteger(lineId) || lineId < 1)
    return data({ line: null as ReviewLine | null, message: '订单商品不存在' }, { status: 404 });
  try {
    const line = await serverCaller(context).get(reviewsEndpoints.line, { body: { ordNo: code, lineId } });
    return data({ line: line as ReviewLine | null, message: '' });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw loginRedirect(request);
    if (err instanceof ApiError && (err.status === 404 || err.status === 409 || err.status === 400))
      return data({ line: null as ReviewLine | null, message: err.message }, { status: err.status === 409 ? 409 : 404 });
    throw err;
  }
}
