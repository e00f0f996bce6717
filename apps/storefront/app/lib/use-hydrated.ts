/**
 * True once the page has hydrated in the browser (false on the server and during
 * hydration), for parts rendered only in the browser: below-the-fold blocks whose data is
 * fetched there anyway, so their code need not be in the page's first download.
 */
import { createElement, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

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

/**
 * `children` once the page has hydrated and the shopper has come within `margin` of this
 * place (IntersectionObserver), `fallback` until then. For the bottom of a long page
 * (reviews, recommendations): a shopper who never scrolls there does not pay for their code,
 * calls, pictures and rendering, and one who does finds them ready, as they start loading a
 * screen ahead.
 */
export function WhenNear({ children, fallback = null, margin = '800px' }: { children: ReactNode; fallback?: ReactNode; margin?: string }): ReactNode {
  const hydrated = useHydrated();
  const [near, setNear] = useState(false);
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = slot.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, [near, margin]);
  if (hydrated && near) return createElement(Suspense, { fallback }, children);
  return createElement('div', { ref: slot, 'data-when-near': '' }, fallback);
}
