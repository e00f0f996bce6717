/**
 * The mini-program platform port (WeChat style): exchange a wx.login code for the user's
 * openid (code2Session) and a phone-number button code for the phone number. The shop
 * only talks to this interface; `createHttpMiniProgramPlatform` speaks the platform's
 * HTTP protocol — against the local sandbox (sandbox.ts, under /api/sandbox/wxmp) outside
 * production, or against the real platform when its base URL and app secret are configured.
 */
import { createHmac } from 'node:crypto';

export interface MiniProgramSession {
  openid: string;
  unionid?: string;
}

export type PlatformResult<T> = { ok: true; value: T } | { ok: false; reason: 'invalid-code' | 'unreachable' };

export interface MiniProgramPlatform {
  /** jscode2session: a one-time login code → the user's openid. */
  code2Session(baseUrl: string, code: string): Promise<PlatformResult<MiniProgramSession>>;
  /** getuserphonenumber: a one-time phone code → the mainland mobile number. */
  phoneNumber(baseUrl: string, phoneCode: string): Promise<PlatformResult<{ mobile: string }>>;
}

/** The sandbox app's id; its secret is derived from the shop secret (both sides compute it). */
export const SANDBOX_MP_APP_ID = 'wx5a0d1b2c3e4f5a6b';
export const sandboxMpAppSecret = (shopSecret: string) => createHmac('sha256', shopSecret).update('wxmp:app-secret').digest('hex').slice(0, 32);

export function createHttpMiniProgramPlatform(opts: { appId: string; appSecret: string; timeoutMs?: number }): MiniProgramPlatform {
  const timeoutMs = opts.timeoutMs ?? 5000;

  async function call(url: string, init?: RequestInit): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false }> {
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      if (res.status >= 500) return { ok: false };
      const body = (await res.json()) as Record<string, unknown>;
      return { ok: true, body };
    } catch {
      return { ok: false };
    }
  }

  return {
    async code2Session(baseUrl, code) {
      const q = new URLSearchParams({ appid: opts.appId, secret: opts.appSecret, js_code: code, grant_type: 'authorization_code' });
      const r = await call(`${baseUrl}/sns/jscode2session?${q}`);
      if (!r.ok) return { ok: false, reason: 'unreachable' };
      const { errcode, openid, unionid } = r.body;
      if ((errcode !== undefined && errcode !== 0) || typeof openid !== 'string') return { ok: false, reason: 'invalid-code' };
      return { ok: true, value: { openid, ...(typeof unionid === 'string' ? { unionid } : {}) } };
    },

    async phoneNumber(baseUrl, phoneCode) {
      const q = new URLSearchParams({ appid: opts.appId, secret: opts.appSecret });
      const r = await call(`${baseUrl}/wxa/business/getuserphonenumber?${q}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: phoneCode }),
      });
      if (!r.ok) return { ok: false, reason: 'unreachable' };
      const info = r.body.phone_info as { purePhoneNumber?: unknown; countryCode?: unknown } | undefined;
      if (r.body.errcode !== 0 || typeof info?.purePhoneNumber !== 'string' || info.countryCode !== '86') return { ok: false, reason: 'invalid-code' };
      return { ok: true, value: { mobile: info.purePhoneNumber } };
    },
  };
}
