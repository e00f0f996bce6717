/**
 * /user/app_login?ticket=…&redirect=… — the native app's web view signs in (spec 2.7): the
 * app got a one-time ticket from POST /api/auth/login/app/ticket; this page exchanges it on
 * the server into the web session (cookies) and goes to the redirect. A bad, used or
 * expired ticket lands on the login page with a Chinese message.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/app-login';
import { signinEndpoints } from '@shop/contracts/endpoint-refs/auth-signin';
import { serverCaller } from '../../../lib/api-call';
import { safeRedirectTarget } from '../../../lib/cookies';
import { routeMeta } from '../../../lib/meta';
import { AutoSubmit } from './AutoSubmit';
import styles from './signin.module.css';

export const meta = routeMeta;

const TICKET = /^[A-Za-z0-9_-]{20,128}$/;
const failed = (to: string) => redirect(`/user/login?${new URLSearchParams({ redirect: to, reason: 'app_ticket' })}`);

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = safeRedirectTarget(url.searchParams.get('redirect'));
  const ticket = url.searchParams.get('ticket') ?? '';
  if (!TICKET.test(ticket)) throw failed(to);
  return { ticket, redirectTo: to };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const to = safeRedirectTarget(String(form.get('redirect') ?? ''));
  const ticket = String(form.get('ticket') ?? '');
  if (!TICKET.test(ticket)) throw failed(to);
  const ok = await serverCaller(context)
    .get(signinEndpoints.appExchange, { body: { ticket } })
    .then(() => true)
    .catch(() => false);
  throw ok ? redirect(to) : failed(to);
}

export default function AppLogin({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <AutoSubmit fields={{ ticket: loaderData.ticket, redirect: loaderData.redirectTo }} label="继续登录" busyText="正在登录…" />
      </section>
    </div>
  );
}
