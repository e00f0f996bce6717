import { useEffect } from 'react';
import { data, isRouteErrorResponse, Links, Meta, Outlet, redirect, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { MemInfo } from '@shop/contracts/member';
import type { SignedInUser, TokenResponse } from '@shop/contracts/auth';
import type { Route } from './+types/root';
import './lib/load-context';
import { activityHostRedirect, routeForPath } from './lib/route-meta';
import { routeMeta } from './lib/meta';
import { parseCookieHeader, userFromCookies } from './lib/cookies';
import { serverApi, setCsrfToken } from './lib/api-client';
import { setClientEnvironment } from './lib/failure-handling';
import { ProgressBar } from './chrome/ProgressBar';
import { Toaster } from './chrome/Toaster';
import { SiteHeader } from './chrome/SiteHeader';
import { NoticeView } from './chrome/Notice';
import './styles/global.css';

const LOGIN_ROUTE_IDS = new Set(['user-login', 'cn-sso']);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { settings, request: rc } = context;
  const entry = routeForPath(url.pathname);

  const toMainShop = activityHostRedirect(url, settings);
  if (toMainShop) throw redirect(toMainShop);

  const cookies = parseCookieHeader(request.headers.get('cookie'));
  const api = serverApi(context);
  let user: SignedInUser | null = userFromCookies(cookies);

  // Session upkeep, once per page: rotate an expiring member token; give visitors an anonymous one
  // (not on the login page, not in the WeChat mini-program: spec 4, Session).
  const expiresAt = Number(cookies.expiresTime ?? 0);
  if (cookies.refresh_token && (!cookies.authorization || expiresAt < Date.now() + 60_000)) {
    const refreshed = await api.post<TokenResponse>('/api/auth/login/refresh', {}).catch(() => null);
    user = refreshed?.user ?? null;
  } else if (!cookies.authorization && !(entry && LOGIN_ROUTE_IDS.has(entry.id)) && rc.env !== 'wxApp') {
    await api.post('/api/auth/login/anonymous/token', {}).catch(() => null);
  }

  // Spec 6: a route with roles is kept only for a user holding one of them.
  const roles = entry?.meta.roles ?? [];
  if (roles.length > 0) {
    const loginUrl = `/user/login?redirect=${encodeURIComponent(url.pathname + url.search)}`;
    if (!user) throw redirect(loginUrl);
    const info = await api.get<MemInfo>('/api/member/member/memInfo').catch(() => null);
    if (!info) throw redirect(loginUrl);
    if (!roles.some((r) => info.roles.includes(r))) throw redirect('/401');
  }

  return data({
    env: rc.env,
    device: rc.device,
    siteCd: rc.siteCd,
    origin: rc.origin,
    csrfToken: rc.csrfToken,
    brandName: settings.brandName,
    user,
  });
}

/** The root re-runs on every navigation: session upkeep and the role guard apply to each page. */
export function shouldRevalidate() {
  return true;
}

export const meta = routeMeta;

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="format-detection" content="telephone=no" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export type RootData = Awaited<ReturnType<typeof loader>>['data'];

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root');
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { csrfToken, env } = loaderData;
  // Hand the page's CSRF token and environment to the browser API client.
  if (typeof window !== 'undefined') {
    setCsrfToken(csrfToken);
    setClientEnvironment(env);
  }
  useEffect(() => {
    document.documentElement.dataset.env = env;
  }, [env]);
  return (
    <>
      <ProgressBar />
      <SiteHeader user={loaderData.user} brandName={loaderData.brandName} env={env} />
      <main id="main" className="page-main">
        <Outlet />
      </main>
      <Toaster />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NoticeView kind="notFound" />;
  }
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return <NoticeView kind="busy" />;
}
