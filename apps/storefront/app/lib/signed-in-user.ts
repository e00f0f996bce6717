/**
 * Who is signed in, as the page shows it (name, avatar). The server's answer is the root
 * loader's `user`; in the browser the readable `user` cookie, which the API writes at sign-in
 * and clears at sign-out, says the same — and says it also on a page the shopper shares with
 * visitors (route meta `sharedWithMembers`, issue #15), which the page server renders as a
 * visitor's. Hydration renders the server's answer (no mismatch); the cookie's follows at once.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { SignedInUser } from '@shop/contracts/auth';
import { COOKIES } from '@shop/contracts/constants';
import { parseCookieHeader, userFromCookies } from './cookies';

/** Sent when this page signs in or out without a navigation (the cookie changed under it). */
export const SESSION_CHANGED_EVENT = 'shop:session-changed';

let lastRaw: string | undefined;
let lastUser: SignedInUser | null = null;

let cookieRead: string | undefined;

/**
 * document.cookie, read at most once per task: the getter asks the browser's cookie store each
 * time, and every component that shows the user reads it on each render (hydration read it
 * dozens of times in one task). A sign-in or sign-out is a later task, so nothing is missed.
 */
function documentCookie(): string {
  if (cookieRead === undefined) {
    cookieRead = document.cookie;
    queueMicrotask(() => {
      cookieRead = undefined;
    });
  }
  return cookieRead;
}

/** The user the browser's cookie names; the same object while the cookie is unchanged. */
function cookieUser(): SignedInUser | null {
  const raw = parseCookieHeader(documentCookie())[COOKIES.user];
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastUser = raw === undefined ? null : userFromCookies({ [COOKIES.user]: raw });
  }
  return lastUser;
}

function subscribe(changed: () => void) {
  // Another tab may sign in or out: looked at again when this one is shown.
  document.addEventListener('visibilitychange', changed);
  window.addEventListener(SESSION_CHANGED_EVENT, changed);
  return () => {
    document.removeEventListener('visibilitychange', changed);
    window.removeEventListener(SESSION_CHANGED_EVENT, changed);
  };
}

const sameUser = (a: SignedInUser | null, b: SignedInUser | null) =>
  a === b || (a !== null && b !== null && a.userNo === b.userNo && a.memNm === b.memNm && a.ava === b.ava);

/**
 * Whether the browser is signed in now, for event handlers and effects (never for rendering:
 * the server's page may be a visitor's). Reading it there, not through the hook, keeps a page
 * from re-rendering when the name catches up after hydration.
 */
export function signedInNow(): boolean {
  return cookieUser() !== null;
}

export function useSignedInUser(): SignedInUser | null {
  // The root's data read by id, not through root.tsx: this module is also used outside pages.
  const fromServer = (useRouteLoaderData('root') as { user?: SignedInUser | null } | undefined)?.user ?? null;
  return useSyncExternalStore(
    subscribe,
    () => {
      const fromCookie = cookieUser();
      // The loader's object while it says the same: no second render after hydration.
      return sameUser(fromCookie, fromServer) ? fromServer : fromCookie;
    },
    () => fromServer,
  );
}

/**
 * `children(user)` re-rendered on its own when the user changes. On a page shared with visitors the
 * browser learns the member's name just after hydration; React then re-renders the hook's user
 * synchronously, and when that was the root it was the whole page again.
 */
export function WithSignedInUser({ children }: { children: (user: SignedInUser | null) => ReactNode }): ReactNode {
  return children(useSignedInUser());
}
