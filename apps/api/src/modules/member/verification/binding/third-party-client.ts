/**
 * The shop's side of the third-party platforms (the binding adapter): builds the authorize
 * address and calls the platform's token and user-info APIs over HTTP with the shop's client
 * credentials. Points at the local sandbox (oauth-sandbox.ts); a real platform's adapter
 * keeps this interface.
 */
import type { BindType } from '@shop/contracts/verification';
import { fail } from '../../../../platform/shop-error.ts';
import { sandboxClient } from './oauth-sandbox.ts';

export interface PlatformUser {
  openid: string;
  nickname: string;
}
export interface PlatformUserInfo extends PlatformUser {
  subscribe: boolean;
  student: { school: string; graduationYear: number } | null;
}

export interface ThirdPartyClient {
  authorizeUrl(base: string, type: BindType, state: string, redirectUri: string): string;
  exchange(base: string, type: BindType, code: string, redirectUri: string): Promise<PlatformUser>;
  userInfo(base: string, type: BindType, openid: string): Promise<PlatformUserInfo | null>;
}

export function createThirdPartyClient(secret: string, timeoutMs = 5000): ThirdPartyClient {
  async function call(url: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  }
  return {
    authorizeUrl(base, type, state, redirectUri) {
      const u = new URL(`${base}/api/sandbox/oauth/${type}/authorize`);
      u.searchParams.set('client_id', sandboxClient(secret, type).clientId);
      u.searchParams.set('redirect_uri', redirectUri);
      u.searchParams.set('state', state);
      u.searchParams.set('response_type', 'code');
      return u.toString();
    },
    async exchange(base, type, code, redirectUri) {
      const c = sandboxClient(secret, type);
      let r: Awaited<ReturnType<typeof call>>;
      try {
        r = await call(`${base}/api/sandbox/oauth/${type}/token`, { client_id: c.clientId, client_secret: c.clientSecret, code, redirect_uri: redirectUri });
      } catch (err) {
        throw fail('ERR_BIND_FAILED', { cause: err });
      }
      if (r.status === 400) throw fail('ERR_BIND_CODE_INVALID');
      if (r.status !== 200 || typeof r.json.openid !== 'string') throw fail('ERR_BIND_FAILED');
      return { openid: r.json.openid, nickname: typeof r.json.nickname === 'string' ? r.json.nickname : '' };
    },
    async userInfo(base, type, openid) {
      const c = sandboxClient(secret, type);
      const r = await call(`${base}/api/sandbox/oauth/${type}/userinfo`, { client_id: c.clientId, client_secret: c.clientSecret, openid });
      if (r.status === 404) return null;
      if (r.status !== 200) throw new Error(`userinfo ${r.status}`);
      return r.json as unknown as PlatformUserInfo;
    },
  };
}
