import type { Database } from '@shop/db';
import type { ApiConfig } from '../config.ts';
import type { Clock } from './clock.ts';
import type { TokenSigner } from './tokens.ts';
import type { SmsSender } from '../adapters/sms/sms-sender.ts';
import type { JobQueue } from './jobs.ts';
import type { Origins } from './origins.ts';
import type { PublicDataWatch } from './public-data.ts';

/** Who is calling, derived once per request from the token (header or cookie). */
export type AuthState =
  | { kind: 'none' }
  /** A token was sent but is expired or forged. */
  | { kind: 'invalid'; reason: 'expired' | 'invalid' }
  | { kind: 'anonymous'; anonId: string }
  | { kind: 'member'; userNo: string; sessionId: string };

/** Route-level policy, set in a route's `config`. */
export type AuthPolicy = 'public' | 'any' | 'member';

export interface ApiDeps {
  config: ApiConfig;
  database: Database;
  sms: SmsSender;
  clock: Clock;
  /** Background jobs (pg-boss), given by the server; absent in API tests, where sweeps are called directly. */
  jobs?: JobQueue;
  /** Told when public data changed (the host's NOTIFY listener); the app makes its own when absent. */
  publicData?: PublicDataWatch;
}

export interface ApiContext extends ApiDeps {
  tokens: TokenSigner;
  /** The public origin and this server's own address, from configuration (never from a request). */
  origins: Origins;
  publicData: PublicDataWatch;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState;
    csrfToken: string;
  }
  interface FastifyContextConfig {
    /** public (default): anyone; any: any valid token; member: a signed-in member. */
    auth?: AuthPolicy;
    /** false exempts a state-changing route from the CSRF check (gateway callbacks). */
    csrf?: boolean;
    /** The /api catch-all (404 / 405), left out of the table of known routes. */
    catchAll?: boolean;
  }
}
