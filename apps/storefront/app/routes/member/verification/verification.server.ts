/** Loaders of the student and enterprise screens: public data, plus the member's own state when signed in. */
import { redirect } from 'react-router';
import type { ShopLoadContext } from '@shop/contracts/ssr-context';
import type { AuthSuccessInfo, EnterpriseStatus, ProgrammeView, StudentAdvs, StudentAuthCheck } from '@shop/contracts/verification';
import { ApiError } from '../../../lib/api-client';
import { serverCaller } from '../../../lib/api-call';
import { verificationEndpoints } from '@shop/contracts/endpoint-refs/verification';

/** A member-only call answers null for a visitor (401) instead of failing the page. */
async function orNull<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 404)) return null;
    throw err;
  }
}

export async function loadStudent(context: ShopLoadContext) {
  const api = serverCaller(context);
  const platform = context.request.env;
  const params = { platform };
  const [advs, check] = await Promise.all([
    api.get(verificationEndpoints.studentAdvs, { params }),
    orNull(api.get(verificationEndpoints.checkStudentAuth, { params })),
  ]);
  const success = check?.status === 'verified' ? await orNull(api.get(verificationEndpoints.studentAuthSuccessInfo, { params })) : null;
  return { platform, advs, check, success, signedIn: check !== null, siteCd: context.request.siteCd };
}

/** The student shop sells on the student site: the first visit selects it (?siteCd=student sets the cookie). */
export async function loadStudentShop(request: Request, context: ShopLoadContext) {
  const url = new URL(request.url);
  if (context.request.siteCd !== 'student') {
    url.searchParams.set('siteCd', 'student');
    throw redirect(url.pathname + url.search);
  }
  return loadStudent(context);
}

export async function loadProgramme(context: ShopLoadContext, key: string | undefined) {
  const api = serverCaller(context);
  const programme = key ? await orNull(api.get(verificationEndpoints.programme, { params: { x: key } })).catch(() => null) : null;
  const status = await orNull(api.get(verificationEndpoints.enterpriseStatus));
  return { programme, status, signedIn: status !== null };
}
