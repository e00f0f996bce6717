/**
 * The short-lived, signed, HttpOnly cookie that carries a started sign-in (state, nonce,
 * PKCE verifier, redirect URI, issuer, way back) from the authorize redirect to the
 * callback. Single use: the callback clears it whatever the outcome.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../../../config.ts';
import type { PendingAuthorization } from '../../../adapters/account-provider/oidc-client.ts';

export const FLOW_COOKIE = { account: 'ap_flow', enterprise: 'ent_flow' } as const;
export type FlowRealm = keyof typeof FLOW_COOKIE;
export const FLOW_TTL_SECONDS = 10 * 60;

export interface FlowState extends PendingAuthorization {
  realm: FlowRealm;
  /** The same-site path to go to after sign-in. */
  returnTo: string;
  site?: string;
  /** Expiry (ms since epoch). */
  exp: number;
}

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`account-provider-flow:${body}`).digest('base64url');

export function writeFlowCookie(reply: FastifyReply, config: ApiConfig, flow: Omit<FlowState, 'exp'>, now: number) {
  const body = Buffer.from(JSON.stringify({ ...flow, exp: now + FLOW_TTL_SECONDS * 1000 })).toString('base64url');
  reply.setCookie(FLOW_COOKIE[flow.realm], `${body}.${sign(config.secret, body)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: FLOW_TTL_SECONDS,
  });
}

export function clearFlowCookie(reply: FastifyReply, realm: FlowRealm) {
  reply.clearCookie(FLOW_COOKIE[realm], { path: '/' });
}

/** The flow of this browser, if its cookie is present, untampered and not expired. */
export function readFlowCookie(req: FastifyRequest, config: ApiConfig, realm: FlowRealm, now: number): FlowState | undefined {
  const raw = req.cookies[FLOW_COOKIE[realm]];
  if (!raw) return undefined;
  const dot = raw.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const body = raw.slice(0, dot);
  const mac = Buffer.from(raw.slice(dot + 1));
  const expected = Buffer.from(sign(config.secret, body));
  if (mac.length !== expected.length || !timingSafeEqual(mac, expected)) return undefined;
  try {
    const flow = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as FlowState;
    if (flow.realm !== realm || typeof flow.exp !== 'number' || flow.exp < now) return undefined;
    return flow;
  } catch {
    return undefined;
  }
}
