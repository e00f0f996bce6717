/**
 * /user/newLogin — the life-service app's login page (spec 4): a member already signed in
 * goes straight on; otherwise the page sends the shopper to the assistant login (in the
 * community app: the community login), which comes back signed in. On mobile, once per 30
 * minutes (cookie sassistant_opened, 1800 s) it first tries to open the assistant app and
 * lets the first tap on the page open it (not on iOS, not on QR-code pages). In a
 * mini-program it hands over to the native login page.
 */
import { useEffect } from 'react';
import { Link, redirect } from 'react-router';
import { COOKIES } from '@shop/contracts/constants';
import type { Route } from './+types/new-login';
import { parseCookieHeader, safeRedirectTarget, setBrowserCookie, userFromCookies } from '../../../lib/cookies';
import { routeMeta } from '../../../lib/meta';
import { assistantLoginUrl } from './assistant-link.server';
import { MiniProgramHandOff } from './MiniProgramHandOff';
import { ASSISTANT_DEEP_LINK, ASSISTANT_OPEN_SECONDS, shouldTryOpenApp } from './signin-shared';
import styles from './signin.module.css';
import { signInHref } from '../../../lib/sign-in-href';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTarget(url.searchParams.get('redirect'));
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  if (cookies.authorization && userFromCookies(cookies)) throw redirect(redirectTo);
  const env = context.request.env;
  const miniProgram = env === 'wxApp' || env === 'aliApp' ? env : null;
  const state = url.searchParams.get('state') ?? undefined;
  const target = await assistantLoginUrl(context, request, redirectTo, state && /^[A-Za-z0-9_.~-]{1,128}$/.test(state) ? state : undefined);
  return { redirectTo, miniProgram, siteCd: context.request.siteCd, device: context.request.device, ...target };
}

export default function NewLogin({ loaderData }: Route.ComponentProps) {
  const { redirectTo, miniProgram, siteCd, device, app, url } = loaderData;

  useEffect(() => {
    if (miniProgram) return;
    const opened = parseCookieHeader(document.cookie)[COOKIES.assistantOpened];
    const tryApp = shouldTryOpenApp({ device, userAgent: navigator.userAgent, pathname: location.pathname, search: location.search, openedCookie: opened });
    if (!tryApp) {
      window.location.replace(url);
      return;
    }
    setBrowserCookie(COOKIES.assistantOpened, '1', ASSISTANT_OPEN_SECONDS / 86400);
    const openApp = () => {
      window.location.href = ASSISTANT_DEEP_LINK;
    };
    // The first tap anywhere opens the app (browsers allow app links on a user gesture).
    document.body.addEventListener('click', openApp, { once: true });
    openApp();
    // Still here (the app is not installed or did not open): continue on the web.
    const timer = setTimeout(() => {
      if (document.visibilityState === 'visible') window.location.replace(url);
    }, 2500);
    return () => {
      clearTimeout(timer);
      document.body.removeEventListener('click', openApp);
    };
  }, [miniProgram, device, url]);

  return (
    <div className={styles.page}>
      <section className={styles.card} data-testid="new-login" data-target={url}>
        <h1 className={styles.title}>登录</h1>
        {miniProgram ? (
          <MiniProgramHandOff env={miniProgram} state={redirectTo} siteCd={siteCd} webLoginHref={signInHref(redirectTo, { web: true })} />
        ) : (
          <div className={styles.handoff}>
            <p className={styles.lead}>正在前往{app === 'smembers' ? '社区' : '生活助手'}登录…</p>
            <a href={url} className="btn btn-primary">
              继续登录
            </a>
            <Link to={signInHref(redirectTo)} className={styles.link}>
              使用手机验证码登录
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}
