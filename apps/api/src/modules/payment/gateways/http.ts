/** Server-to-server HTTP for the adapters: a short timeout; an unreachable gateway is ERR_PAY_GATEWAY. */
import { fail } from '../../../platform/shop-error.ts';

export const GATEWAY_TIMEOUT_MS = 8_000;

export async function gatewayFetch(url: string, init: RequestInit): Promise<{ status: number; headers: Headers; text: string }> {
  try {
    // Never follow a redirect: an answer is believed only from the configured address.
    const res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
    return { status: res.status, headers: res.headers, text: await res.text() };
  } catch (cause) {
    throw fail('ERR_PAY_GATEWAY', { cause });
  }
}
