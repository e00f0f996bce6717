/**
 * The header cart count (spec 3, 7, 8): a plain number from the commerce platform's
 * minicart endpoint, fetched in the browser with credentials. Starts at 0 (hidden); a
 * failure sets 0 and is logged. Anything that changes the cart calls `notifyCartChanged()`
 * (or dispatches the `shop:cart-changed` window event) and the header fetches again.
 */
export const CART_CHANGED_EVENT = 'shop:cart-changed';
export const MINICART_URL = '/tokocommercewebservices/v2/cn/minicart/totalProducts?lang=zh_CN&curr=CNY';

let count = 0;
const listeners = new Set<() => void>();
let inflight: Promise<number> | null = null;

function set(n: number) {
  if (n === count) return;
  count = n;
  for (const l of listeners) l();
}

export async function refreshCartCount(): Promise<number> {
  inflight ??= (async () => {
    try {
      const res = await fetch(MINICART_URL, { credentials: 'include', headers: { accept: 'text/plain, application/json' } });
      if (!res.ok) throw new Error(`minicart answered HTTP ${res.status}`);
      const body = (await res.text()).trim();
      const n = Number(body);
      if (!Number.isFinite(n) || n < 0) throw new Error(`minicart answered a non-number: ${body.slice(0, 40)}`);
      set(Math.floor(n));
    } catch (err) {
      console.error('[cart count]', err);
      set(0);
    } finally {
      inflight = null;
    }
    return count;
  })();
  return inflight;
}

/** Call after adding, removing or changing cart lines. */
export function notifyCartChanged() {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

export const cartCountStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => count,
  server: () => 0,
};
