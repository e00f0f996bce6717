/**
 * Data of a side panel, fetched in the browser after the page has rendered: the main
 * content never waits for it. Failures are quiet here (a missing side panel must not toast);
 * calls a shopper triggers go through the typed client's spec-8 rules instead.
 */
import { useCallback, useEffect, useState } from 'react';
import { urlOf, type CallableEndpoint, type EndpointData, type EndpointInput } from '@shop/contracts/endpoint';
import { quietApi } from '../../../lib/api-call';

export interface PanelFailure {
  code: string;
  message: string;
  status: number;
}

export interface PanelData<T> {
  data: T | undefined;
  failure: PanelFailure | null;
  loading: boolean;
  reload(): void;
}

/** Answers already read in this page view, so switching back to a SKU does not refetch. */
const memo = new Map<string, unknown>();

/** One quiet call (no toast, no login, no retry): the data, or the failure as the panel shows it. */
export async function quietGet<E extends CallableEndpoint>(
  endpoint: E,
  input?: EndpointInput<E>,
): Promise<{ ok: true; data: EndpointData<E> } | { ok: false; failure: PanelFailure }> {
  const call = quietApi.call as (endpoint: CallableEndpoint, input?: unknown) => ReturnType<typeof quietApi.call<E>>;
  const r = await call(endpoint, input);
  if (r.ok) return { ok: true, data: r.data as EndpointData<E> };
  return { ok: false, failure: { code: r.failure.code, message: r.failure.message, status: r.failure.status } };
}

/** input null = nothing to load yet. `fresh` skips the memo (member-specific answers). */
export function usePanelData<E extends CallableEndpoint, T = EndpointData<E>>(
  endpoint: E,
  input: EndpointInput<E> | null,
  opts: { fresh?: boolean } = {},
): PanelData<T> {
  const path = input ? urlOf(endpoint, input.params as Record<string, string | number> | undefined, input.query as object | undefined) : null;
  const [state, setState] = useState<{ path: string | null; data: T | undefined; failure: PanelFailure | null; loading: boolean }>(() => ({
    path,
    data: path && !opts.fresh ? (memo.get(path) as T | undefined) : undefined,
    failure: null,
    loading: Boolean(path),
  }));
  const [tick, setTick] = useState(0);
  const fresh = Boolean(opts.fresh);

  useEffect(() => {
    if (!path) {
      setState({ path, data: undefined, failure: null, loading: false });
      return;
    }
    if (!fresh && tick === 0 && memo.has(path)) {
      setState({ path, data: memo.get(path) as T, failure: null, loading: false });
      return;
    }
    let alive = true;
    setState((s) => ({ path, data: s.path === path ? s.data : undefined, failure: null, loading: true }));
    quietGet(endpoint, input ?? undefined).then((r) => {
      if (!alive) return;
      if (r.ok) {
        memo.set(path, r.data);
        setState({ path, data: r.data as T, failure: null, loading: false });
      } else setState({ path, data: undefined, failure: r.failure, loading: false });
    });
    return () => {
      alive = false;
    };
  }, [path, fresh, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data: state.path === path ? state.data : undefined, failure: state.failure, loading: state.loading, reload };
}

/** The platform word of the CMS and live routes for the page's environment. */
export function cmsPlatform(env: string): 'pc' | 'h5' | 'app' {
  return env === 'pc' ? 'pc' : env === 'app' ? 'app' : 'h5';
}
export function livePlatform(env: string): 'pc' | 'mobile' {
  return env === 'pc' ? 'pc' : 'mobile';
}
