/**
 * /user/logout (spec 4, Logout): with a session, end it at the API (which clears the
 * session cookies); with or without one, finish at the shop home.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { parseCookieHeader } from '../../lib/cookies';
import { authEndpoints } from '@shop/contracts/endpoint-refs/auth';
import { serverCaller } from '../../lib/api-call';
import { routeMeta } from '../../lib/meta';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  if (cookies.authorization || cookies.refresh_token) {
    // Success or failure both end at home: a failed call must not keep the shopper signed in locally.
    await serverCaller(context)
      .get(authEndpoints.logout)
      .catch(() => null);
  }
  return redirect('/');
}
