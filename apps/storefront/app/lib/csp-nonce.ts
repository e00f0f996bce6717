/**
 * The Content-Security-Policy nonce of the answer being rendered (issue #12): the server sets
 * it in entry.server.tsx from the load context; every inline <script> the storefront renders
 * carries it, or the browser refuses to run it. In the browser it is empty: scripts added
 * after hydration are not inline ones, and browsers hide the attribute from the DOM anyway.
 */
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
