/**
 * The page's stylesheets, inlined on the first load (issue #15 item 4: no render-blocking
 * stylesheet on a phone's first paint). React Router's <Links> would write one
 * <link rel="stylesheet"> per CSS file of the matched routes (five on most pages); here the
 * server writes each of those files' text into a <style data-href> instead (entry.server.tsx
 * reads them from the client build), so the first paint waits for nothing but the HTML.
 *
 * In the browser the same component keeps those <style> elements (their text is read back
 * from the document before hydration, so what React renders matches the server HTML) and
 * writes a <link rel="stylesheet"> for a CSS file the first page did not carry: React Router
 * preloads a route's CSS before it navigates there, as with <Links>, so client navigation
 * shows no unstyled content. In development (`npm run dev`) React Router's own <Links> is used.
 */
import { createContext, useContext } from 'react';
import { Links, UNSAFE_DataRouterStateContext, UNSAFE_FrameworkContext } from 'react-router';
import { useNonce } from './csp-nonce';

/** On the server: the text of a built CSS file by its public href, undefined when not found. */
export const InlineCssContext = createContext<((href: string) => string | undefined) | undefined>(undefined);

let inlinedInDocument: Map<string, string> | undefined;

/** The CSS files the server inlined in this document, read once before hydration. */
function inlinedStyles(): Map<string, string> {
  if (!inlinedInDocument) {
    inlinedInDocument = new Map();
    for (const el of document.head.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
      inlinedInDocument.set(el.dataset.href ?? '', el.textContent ?? '');
    }
  }
  return inlinedInDocument;
}

/** Inline text must not end its <style> element early (built CSS never holds this; kept safe anyway). */
function styleText(css: string): string {
  return css.replaceAll('</style', '<\\/style');
}

export function PageStyles() {
  if (import.meta.env.DEV) return <Links />;
  return <BuiltPageStyles />;
}

function BuiltPageStyles() {
  const nonce = useNonce();
  const framework = useContext(UNSAFE_FrameworkContext);
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const readBuilt = useContext(InlineCssContext);
  if (!framework || !routerState) return null;
  // As <Links> does: with an error, the routes below the one showing it add no styles.
  const { matches, errors } = routerState;
  const errorAt = errors ? matches.findIndex((m) => errors[m.route.id] !== undefined) : -1;
  const active = errorAt >= 0 ? matches.slice(0, errorAt + 1) : matches;
  const hrefs = [...new Set(active.flatMap((m) => framework.manifest.routes[m.route.id]?.css ?? []))];
  const textOf = typeof document === 'undefined' ? (href: string) => readBuilt?.(href) : (href: string) => inlinedStyles().get(href);
  return (
    <>
      {hrefs.map((href) => {
        const css = textOf(href);
        return css === undefined ? (
          <link key={href} rel="stylesheet" href={href} nonce={nonce} />
        ) : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own built CSS, read from the client build
          <style key={href} data-href={href} nonce={nonce} dangerouslySetInnerHTML={{ __html: styleText(css) }} />
        );
      })}
    </>
  );
}
