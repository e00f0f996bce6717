/**
 * True once the page has hydrated in the browser (false on the server and during
 * hydration), for parts rendered only in the browser: below-the-fold blocks whose data is
 * fetched there anyway, so their code need not be in the page's first download.
 */
import { createElement, Suspense, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * `children` once the page has hydrated (in a Suspense boundary showing `fallback` while their
 * code loads), `fallback` until then. The switch re-renders only this
 * wrapper, not the page around it: the hook's server and browser answers differ, so React
 * re-renders its user synchronously right after hydration, and on the product page that was
 * the whole page again (a 60 ms task on a phone, in the middle of its first seconds).
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }): ReactNode {
  return useHydrated() ? createElement(Suspense, { fallback }, children) : fallback;
}
