/**
 * True once the page has hydrated in the browser (false on the server and during
 * hydration), for parts rendered only in the browser: below-the-fold blocks whose data is
 * fetched there anyway, so their code need not be in the page's first download.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
