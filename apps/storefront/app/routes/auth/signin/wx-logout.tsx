/**
 * /user/wxLogout — the mini-program's web view signs out: the session ends on the server
 * (cookies cleared), then the mini-program is told (postMessage) and taken to its home
 * page; outside a mini-program the page goes to the shop home.
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/wx-logout';
import { authEndpoints } from '@shop/contracts/endpoint-refs/auth';
import { serverCaller } from '../../../lib/api-call';
import { clearLocalLoginData } from '../../../lib/failure-handling';
import { routeMeta } from '../../../lib/meta';
import { AutoSubmit } from './AutoSubmit';
import { MP_NATIVE_PAGES } from './signin-shared';
import styles from './signin.module.css';

export const meta = routeMeta;

export async function loader({ context }: Route.LoaderArgs) {
  const env = context.request.env;
  return { miniProgram: env === 'wxApp' || env === 'aliApp' ? env : null };
}

export async function action({ context }: Route.ActionArgs) {
  // Success or failure both end signed out locally (spec 4, Logout).
  await serverCaller(context)
    .get(authEndpoints.logout)
    .catch(() => null);
  return { loggedOut: true };
}

interface Bridges {
  wx?: { miniProgram?: { postMessage?(o: { data: unknown }): void; reLaunch?(o: { url: string }): void; redirectTo?(o: { url: string }): void } };
  my?: { postMessage?(o: unknown): void; reLaunch?(o: { url: string }): void; redirectTo?(o: { url: string }): void };
}

export default function WxLogout({ loaderData, actionData }: Route.ComponentProps) {
  const { miniProgram } = loaderData;
  const done = Boolean(actionData?.loggedOut);
  useEffect(() => {
    if (!done) return;
    clearLocalLoginData();
    const w = window as unknown as Bridges;
    const wx = miniProgram === 'wxApp' ? w.wx?.miniProgram : undefined;
    const my = miniProgram === 'aliApp' ? w.my : undefined;
    if (wx) {
      wx.postMessage?.({ data: { type: 'logout' } });
      (wx.reLaunch ?? wx.redirectTo)?.call(wx, { url: MP_NATIVE_PAGES.home });
      return;
    }
    if (my) {
      my.postMessage?.({ type: 'logout' });
      (my.reLaunch ?? my.redirectTo)?.call(my, { url: MP_NATIVE_PAGES.home });
      return;
    }
    window.location.replace('/');
  }, [done, miniProgram]);
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        {done ? (
          <div className={styles.handoff} data-testid="wx-logout-done">
            <p className={styles.lead} role="status">
              已退出登录
            </p>
            <Link to="/" className={styles.link} reloadDocument>
              返回首页
            </Link>
          </div>
        ) : (
          <AutoSubmit fields={{}} label="退出登录" busyText="正在退出登录…" />
        )}
      </section>
    </div>
  );
}
