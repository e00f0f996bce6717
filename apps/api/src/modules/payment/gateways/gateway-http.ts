/**
 * The shop's HTTP client for the gateways' merchant API: JSON bodies signed with the
 * merchant key, a short timeout, and the platform certificate fetched once and cached
 * (as WeChat Pay's /v3/certificates is), fetched again when a notification names a new serial.
 */
import type { PayMethod } from '@shop/contracts/checkout';
import { fail } from '../../../platform/shop-error.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../protocol.ts';
import { bodySignature } from '../signing/hmac-sign.ts';
import { merchantKey } from '../signing/merchant-keys.ts';

export interface GatewayHttp {
  call<T>(base: string, method: PayMethod, path: string, payload: unknown): Promise<{ status: number; body: T }>;
  certificate(base: string, method: PayMethod, serial?: string): Promise<{ serial: string; publicPem: string }>;
}

export function createGatewayHttp(secret: string): GatewayHttp {
  const certs = new Map<string, { serial: string; publicPem: string }>();

  async function call<T>(base: string, method: PayMethod, path: string, payload: unknown) {
    const body = JSON.stringify(payload);
    let res: Response;
    try {
      res = await fetch(`${base}/api/sandbox/${method}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: bodySignature(body, merchantKey(secret, method)) },
        body,
        signal: AbortSignal.timeout(8_000),
      });
    } catch (cause) {
      throw fail('ERR_PAY_GATEWAY', { cause });
    }
    const text = await res.text();
    let parsed: T;
    try {
      parsed = JSON.parse(text) as T;
    } catch (cause) {
      throw fail('ERR_PAY_GATEWAY', { cause });
    }
    return { status: res.status, body: parsed };
  }

  return {
    call,
    async certificate(base, method, serial) {
      const cached = certs.get(method);
      if (cached && (!serial || cached.serial === serial)) return cached;
      let res: Response;
      try {
        res = await fetch(`${base}/api/sandbox/${method}/certificates`, { signal: AbortSignal.timeout(8_000) });
      } catch (cause) {
        throw fail('ERR_PAY_GATEWAY', { cause });
      }
      if (!res.ok) throw fail('ERR_PAY_GATEWAY');
      const body = (await res.json()) as { data: { serial_no: string; public_key: string }[] };
      const first = body.data[0];
      if (!first) throw fail('ERR_PAY_GATEWAY');
      const cert = { serial: first.serial_no, publicPem: first.public_key };
      certs.set(method, cert);
      return cert;
    },
  };
}
