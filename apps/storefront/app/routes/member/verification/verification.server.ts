/** Loaders of the student and enterprise screens: public data, plus the member's own state when signed in. */
import { redirect } from 'react-router';
import type { ShopLoadContext } from '@shop/contracts/ssr-context';
import type { AuthSuccessInfo, EnterpriseStatus, ProgrammeView, StudentAdvs, StudentAuthCheck } from '@shop/contracts/verification';
import { ApiError, serverApi } from '../../../lib/api-client';

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
  const api = serverApi(context);
  const platform = context.request.env;
  const base = `/api/member/${platform}/memberStudent`;
  const [advs, check] = await Promise.all([api.get<StudentAdvs>(`${base}/getStudentAuthAdvs`), orNull(api.get<StudentAuthCheck>(`${base}/checkStudentAuth`))]);
  const success = check?.status === 'verified' ? await orNull(api.get<AuthSuccessInfo>(`${base}/getAuthSuccessInfo`)) : null;
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
  const api = serverApi(context);
  const programme = key ? await orNull(api.get<ProgrammeView>(`/api/member/memberEntVeryf/getEntVeryf/${encodeURIComponent(key)}`)).catch(() => null) : null;
  const status = await orNull(api.post<EnterpriseStatus>('/api/member/member/isEnEmlChecked', {}));
  return { programme, status, signedIn: status !== null };
}
