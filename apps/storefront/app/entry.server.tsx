/**
 * Server rendering: streams HTML (bots and crawlers wait for everything), and sets the
 * cache policy from the route table: `noCache` routes answer `Cache-Control: no-store`,
 * every other page `private, no-cache` (pages carry the shopper's session).
 */
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { routeById, routeForPath } from './lib/route-meta';
import { NonceContext } from './lib/csp-nonce';
import { InlineCssContext } from './lib/page-styles';
import { withPageRoutesOnly } from './server-route-subset';

export const streamTimeout = 5_000;

// The server drops the page server's kept public answers when public data changes (apps/server main.ts).
export { clearPublicCache } from './lib/public-cache';

/**
 * Whether a signed-in shopper is served the visitor's page at this path (apps/server
 * page-cache.ts): the route's meta says its loaders hold nothing personal (`sharedWithMembers`).
 */
export function sharesVisitorPage(pathname: string): boolean {
  return routeForPath(pathname)?.meta.sharedWithMembers === true;
}

/**
 * The text of a built CSS file (`/assets/x.css`, or `…css#` as React Router marks CSS that a lazy
 * chunk shares), for lib/page-styles.tsx to inline. This file is bundled into
 * `<build>/server/index.js`, so the client build is `../client/`; under the development server
 * there is none and pages keep their <link>s. Built files never change: each is read once.
 */
const CLIENT_BUILD = new URL('../client/', import.meta.url);
const builtCss = new Map<string, string | undefined>();
function readBuiltCss(href: string): string | undefined {
  const path = href.replace(/#$/, '');
  if (!builtCss.has(path)) {
    let text: string | undefined;
    if (/^\/assets\/[\w.-]+\.css$/.test(path)) {
      try {
        text = readFileSync(new URL(`.${path}`, CLIENT_BUILD), 'utf8');
      } catch {
        text = undefined;
      }
    }
    builtCss.set(path, text);
  }
  return builtCss.get(path);
}

/**
 * A shopper with a session cookie (signed in, or was: only a session can hold one; the page
 * server says so in `cssLinksOnly`, also for their view of a page shared with visitors) gets the
 * pages' CSS as <link rel="stylesheet">s instead of inline text (lib/page-styles.tsx renders a
 * link for CSS it is not given). Built CSS files are hashed and cached for a year, and the
 * browser fetched them after its first page (root.tsx, CacheInlinedStyles): from the second
 * visit on the links cost no request, while inlining sent ~47 KB with every personal page
 * (about a third of a product page's HTML, rendered, encoded and sent for each request;
 * personal pages are never kept). A visitor's first page, the one a phone paints first,
 * stays inlined.
 */
const linkOnly = (_href: string): string | undefined => undefined;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The page's CSP allows inline scripts with this answer's nonce only (apps/api platform/security-headers.ts).
  const nonce = loadContext.cspNonce;
  const matches = routerContext.staticHandlerContext.matches;
  const leaf = routeById(matches[matches.length - 1]?.route.id);
  responseHeaders.set('Cache-Control', leaf?.meta.noCache ? 'no-store' : 'private, no-cache');

  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const inlineCss = loadContext.cssLinksOnly ? linkOnly : readBuiltCss;
    const app = (
      <NonceContext.Provider value={nonce}>
        <InlineCssContext.Provider value={inlineCss}>
          <ServerRouter context={withPageRoutesOnly(routerContext)} url={request.url} nonce={nonce} />
        </InlineCssContext.Provider>
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      // React's own inline scripts (streamed Suspense boundaries) carry the nonce too.
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
