/**
 * A member-only action a visitor started (收藏, 领券 …): remembered in sessionStorage while they
 * sign in, and done once when they are back on the same page, signed in — so the tap they made
 * is not lost and they do not have to find the button again. Only the same page takes it back,
 * and only within 15 minutes; taking it removes it.
 */
import { signInHref } from './sign-in-href';
const KEY = 'shop:resume-after-sign-in';
export const RESUME_TTL_MS = 15 * 60_000;

export interface PendingAction {
  /** What to do, e.g. 'wishlist:add', 'coupon:claim'. */
  action: string;
  /** The page (path + query) that does it. */
  path: string;
  /** What it needs, e.g. the coupon code. */
  payload?: string;
  at: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStore(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const here = () => `${location.pathname}${location.search}`;

/** The sign-in page that returns to this page; the action is remembered for when the shopper is back. */
export function signInThenResume(action: string, payload?: string, opts: { store?: Store | null; path?: string; now?: number } = {}): string {
  const path = opts.path ?? here();
  const store = opts.store === undefined ? browserStore() : opts.store;
  const pending: PendingAction = { action, path, at: opts.now ?? Date.now(), ...(payload === undefined ? {} : { payload }) };
  try {
    store?.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage full or refused (private mode): the shopper still signs in and comes back.
  }
  return signInHref(path);
}

/** The remembered action when it is `action` of this page and fresh; it is forgotten either way once read here. */
export function takePendingAction(action: string, opts: { store?: Store | null; path?: string; now?: number } = {}): PendingAction | null {
  const store = opts.store === undefined ? browserStore() : opts.store;
  let pending: PendingAction | null = null;
  try {
    const raw = store?.getItem(KEY);
    pending = raw ? (JSON.parse(raw) as PendingAction) : null;
  } catch {
    pending = null;
  }
  if (!pending || pending.action !== action || pending.path !== (opts.path ?? here())) return null;
  store?.removeItem(KEY);
  return (opts.now ?? Date.now()) - pending.at <= RESUME_TTL_MS ? pending : null;
}
