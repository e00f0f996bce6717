import { lazy, Suspense, useEffect } from 'react';
import { data, isRouteErrorResponse, Meta, Outlet, redirect, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from 'react-router';
import type { SignedInUser } from '@shop/contracts/auth';
import type { Route } from './+types/root';
import './lib/load-context';
import { activityHostRedirect, routeForPath } from './lib/route-meta';
import { routeMeta, type PageText } from './lib/meta';
import type { ShopRoute } from './route-types';
import { routePlaceForPath } from './lib/route-index';
import { parseCookieHeader, userFromCookies } from './lib/cookies';
import { setCsrfToken } from './lib/api-client';
import { serverCaller } from './lib/api-call';
import { setClientEnvironment } from './lib/failure-handling';
import { useNonce } from './lib/csp-nonce';
// Before any schema parses in the browser (forms validate with the contracts' zod schemas): no eval under the CSP.
import './lib/zod-no-eval';
import { PageStyles } from './lib/page-styles';
import { sessionEndpoints } from '@shop/contracts/endpoint-refs/session';
import { ProgressBar } from './chrome/ProgressBar';
import { Toaster } from './chrome/Toaster';
import { SiteHeader } from './chrome/SiteHeader';
import { NoticeView } from './chrome/Notice';
import { SiteFooter } from './chrome/SiteFooter';
import { TabBar } from './chrome/TabBar';
import { BrowserNotice } from './chrome/BrowserNotice';
import { ConsentStep } from './chrome/PrivacyLayer';
import { consentToAsk, NO_CONSENT_ROUTE_IDS } from './chrome/consent-state';
import { CONSENT_COOKIE } from '@shop/contracts/agreement-codes';
import { consentCookieToRemember, consentSetCookie, consentStatusFor } from './chrome/consent-status';
import { TopBanner } from './chrome/TopBanner';
import { chromeVisibility } from './chrome/chrome-visibility';
import { loadChromeData } from './lib/chrome-data';
import { CHROME_COOKIES, isOldInternetExplorer } from './lib/chrome-cookies';
import './styles/global.css';
import { signInFor } from './lib/sign-in-href';
import { WithSignedInUser } from './lib/signed-in-user';
import { sendVisitBeacon } from './lib/visit-beacon';

/** Landing pages: a first landing there gets the consent dialog; a deep link gets the consent bar (issue #14). */
const PRIVACY_LANDING_PATHS = new Set(['/', '/home']);

// Read without the literal `process.env.NODE_ENV` so the bundler cannot fold it at build time.
const nodeEnv = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env['NODE_ENV'];
const DEV_HOOKS = nodeEnv !== 'production';

/** `?__dialog=<name>` outside production: the shared popups, for e2e tests (chrome/dialogs/DevDialogHook). */
const DevDialogHook = lazy(() => import('./chrome/dialogs/DevDialogHook'));

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { settings, request: rc } = context;
  const entry = routeForPath(url.pathname);

  const toMainShop = activityHostRedirect(rc.host, url, settings);
  if (toMainShop) throw redirect(toMainShop);

  const cookies = parseCookieHeader(request.headers.get('cookie'));
  const api = serverCaller(context);
  // Public CMS content for the chrome, fetched while the session upkeep runs.
  const chromePromise = loadChromeData(api, rc.env, settings.brandName);
  // The page server renewed an expiring session before the loaders ran (apps/server session-upkeep.ts).
  const user: SignedInUser | null = context.renewedSession ? context.renewedSession.user : userFromCookies(cookies);

  // The consent step (issue #14): asked when the privacy policy in effect is newer than what this shopper accepted.
  const consentPromise = consentStatusFor(api, user !== null, cookies[CONSENT_COOKIE]);

  // Spec 6: a route with roles is kept only for a user holding one of them.
  const roles = entry?.meta.roles ?? [];
  if (roles.length > 0) {
    const loginUrl = signInFor(url);
    if (!user) throw redirect(loginUrl);
    const info = await api.get(sessionEndpoints.memInfo).catch(() => null);
    if (!info) throw redirect(loginUrl);
    if (!roles.some((r) => info.roles.includes(r))) throw redirect('/401');
  }

  const consentStatus = await consentPromise;
  // A member's acceptance on record, remembered on this device: the next pages skip the lookup.
  const rememberConsent = user ? consentCookieToRemember(consentStatus, cookies[CONSENT_COOKIE]) : null;
  if (rememberConsent) context.responseCookies.push(consentSetCookie(rememberConsent));

  return data({
    env: rc.env,
    device: rc.device,
    siteCd: rc.siteCd,
    origin: rc.origin,
    csrfToken: rc.csrfToken,
    brandName: settings.brandName,
    // The page's title, keywords and description from THE route table (lib/meta.ts): the browser
    // does not download the table's texts; the root loader runs again on every navigation.
    page: pageText(entry),
    user,
    chrome: await chromePromise,
    consent: consentToAsk(consentStatus, cookies[CONSENT_COOKIE]),
    // Decided here from the user agent: other browsers never receive the notice.
    browserNotice: isOldInternetExplorer(request.headers.get('user-agent')) && !cookies[CHROME_COOKIES.browserNotice.name],
    devHooks: DEV_HOOKS,
  });
}

function pageText(entry: ShopRoute | undefined): PageText | undefined {
  if (!entry) return undefined;
  const { title, keywords, description } = entry.meta;
  return { title, ...(keywords ? { keywords } : {}), ...(description ? { description } : {}) };
}

/** The root re-runs on every navigation: session upkeep and the role guard apply to each page. */
export function shouldRevalidate() {
  return true;
}

export const meta = routeMeta;

export function Layout({ children }: { children: React.ReactNode }) {
  // Inline scripts run only with the answer's CSP nonce (set by entry.server.tsx).
  const nonce = useNonce();
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="format-detection" content="telephone=no" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* The routes' CSS, inlined on the first load (lib/page-styles.tsx). */}
        <PageStyles />
      </head>
      <body>
        {children}
        <HydrationMarker />
        <CacheInlinedStyles />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Marks <html data-hydrated> once React has taken over the server HTML (in the Layout, so
 * error pages are marked too). Browser tests wait for it before clicking client-only controls.
 */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '1';
  }, []);
  return null;
}

/**
 * The CSS files this page carried inline (lib/page-styles.tsx), fetched into the browser's cache
 * once the page has loaded and the browser is idle: a signed-in shopper's pages link them
 * instead of inlining them (entry.server.tsx), and they are then already here. Hashed files,
 * cached for a year; nothing is fetched when the page linked them.
 */
function CacheInlinedStyles() {
  useEffect(() => {
    const fetchThem = () => {
      for (const style of document.head.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
        const href = (style.dataset.href ?? '').replace(/#$/, '');
        if (!href.startsWith('/assets/') || document.head.querySelector(`link[rel="prefetch"][href="${CSS.escape(href)}"]`)) continue;
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.as = 'style';
        link.href = href;
        document.head.append(link);
      }
    };
    const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(fetchThem, { timeout: 5000 }) : setTimeout(fetchThem, 2000));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }, []);
  return null;
}

export type RootData = Awaited<ReturnType<typeof loader>>['data'];

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root');
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { csrfToken, env, chrome, brandName } = loaderData;
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const visibility = chromeVisibility(location.pathname, search, env);
  // One consent step: a dialog on a first landing or after a policy update, a bar on a deep link
  // (not in the app, whose shell asks at install); none on the login and agreement pages.
  const consentRoute = routePlaceForPath(location.pathname)?.id ?? '';
  const consentVariant =
    !loaderData.consent || NO_CONSENT_ROUTE_IDS.has(consentRoute)
      ? null
      : PRIVACY_LANDING_PATHS.has(location.pathname) || loaderData.consent.updated
        ? 'dialog'
        : env === 'app'
          ? null
          : 'bar';
  const consent = loaderData.consent;
  const devDialog = loaderData.devHooks ? search.get('__dialog') : null;
  // Hand the page's CSRF token and environment to the browser API client.
  if (typeof window !== 'undefined') {
    setCsrfToken(csrfToken);
    setClientEnvironment(env);
  }
  useEffect(() => {
    document.documentElement.dataset.env = env;
  }, [env]);
  // Counted from the browser after hydration, once per Beijing day (lib/visit-beacon.ts); the
  // check runs again on navigation, so a tab left open past midnight counts the new day too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger (each navigation checks the day again), not a value read.
  useEffect(() => {
    sendVisitBeacon();
  }, [location.pathname]);
  return (
    <>
      <a href="#main" className="skip-link">
        跳到主要内容
      </a>
      {loaderData.browserNotice ? <BrowserNotice /> : null}
      {chrome.topBanner ? <TopBanner banner={chrome.topBanner} /> : null}
      <ProgressBar />
      <WithSignedInUser>
        {(user) => <SiteHeader user={user} brandName={brandName} env={env} nav={chrome.nav} searchPlaceholder={chrome.config.searchPlaceholder} />}
      </WithSignedInUser>
      <main id="main" className="page-main" tabIndex={-1}>
        <Outlet />
      </main>
      {visibility.footer ? (
        <SiteFooter footer={chrome.footer} filingNumber={chrome.config.filingNumber} licenseNumber={chrome.config.licenseNumber} spacer={visibility.spacer} />
      ) : null}
      {visibility.tabBar ? <WithSignedInUser>{(user) => <TabBar signedIn={!!user} servicePhone={chrome.config.servicePhone} />}</WithSignedInUser> : null}
      {consentVariant && consent ? (
        <WithSignedInUser>
          {(user) => (
            <ConsentStep
              key={consentVariant}
              brandName={brandName}
              variant={consentVariant}
              consent={consent}
              member={!!user}
              channel={env}
              aboveTabBar={visibility.tabBar}
            />
          )}
        </WithSignedInUser>
      ) : null}
      {devDialog ? (
        <Suspense fallback={null}>
          <DevDialogHook key={devDialog} name={devDialog} mobile={env !== 'pc'} />
        </Suspense>
      ) : null}
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
