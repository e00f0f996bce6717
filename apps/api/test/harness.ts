/**
 * Test harness: the real API on a real port against the real database, and a small HTTP
 * client that behaves like a browser (cookie jar, CSRF header from the last answer).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { testDatabaseUrl } from './test-database.ts';
import { connect, type Database } from '@shop/db';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@shop/contracts';
import { createApp, createClock, createLocalSmsSender, DEFAULT_API_CONFIG, type ApiConfig, type Clock } from '../src/index.ts';
import { createStaffAccount } from '../src/modules/staff/index.ts';
import type { JobQueue } from '../src/platform/jobs.ts';

export interface TestApi {
  app: FastifyInstance;
  baseUrl: string;
  database: Database;
  clock: Clock;
  config: ApiConfig;
  close(): Promise<void>;
}

/** `server`: the pool (default 5 connections) and the listen backlog, for a test that sends a rush; a job queue for a test of the background jobs. */
export async function startTestApi(
  overrides: Partial<ApiConfig> = {},
  extraRoutes?: (api: FastifyInstance) => void,
  server: {
    pool?: Parameters<typeof connect>[1];
    backlog?: number;
    /** Another database than the shared one (a test's own, see admin-settings.test.ts). */
    databaseUrl?: string;
    jobs?: JobQueue;
  } = {},
): Promise<TestApi> {
  const database = connect(server.databaseUrl ?? testDatabaseUrl(), server.pool ?? { max: 5 });
  const clock = createClock();
  const config: ApiConfig = {
    ...DEFAULT_API_CONFIG,
    nodeEnv: 'test',
    secret: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    trustProxy: true,
    ...overrides,
  };
  const sms = createLocalSmsSender({ database, brand: '测试商城', log: () => {} });
  const app = await createApp({ config, database, clock, sms, smsSink: sms, extraRoutes, jobs: server.jobs });
  await app.listen({ port: 0, host: '127.0.0.1', backlog: server.backlog });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    database,
    clock,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** One test API for a whole file, with the clock back at real time before each test. */
export function useTestApi(overrides: Partial<ApiConfig> = {}): TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi(overrides);
  });
  afterAll(() => api?.close());
  beforeEach(() => {
    if (api) api.clock.offsetMs = 0;
  });
  // Tests read it after beforeAll has run.
  return new Proxy({} as TestApi, { get: (_t, key) => api![key as keyof TestApi] });
}

/** A fresh mainland mobile number no other test uses. */
export function freshMobile(): string {
  return `1${randomInt(3, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

/** A made-up client address (sent as X-Forwarded-For; the test app trusts the proxy header). */
export function fakeIp(): string {
  // A public-looking address (11–99 as its first part: never a private or local one, which the QR
  // sign-in shows as 本地网络) from a billion, not 65,000: the test files share a database and the
  // IP limits count every code an address asked for in the hour, so two tests drawing the same
  // address made the per-IP test answer 429 early (seen in CI).
  return `${randomInt(11, 100)}.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export interface Reply<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export class Browser {
  cookies = new Map<string, string>();
  csrf = '';
  constructor(
    readonly baseUrl: string,
    readonly ip = fakeIp(),
  ) {}

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = unknown>(
    method: string,
    path: string,
    opts: { json?: unknown; form?: FormData; body?: string; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...opts.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    if (opts.csrf !== false && this.csrf) headers['x-csrf-token'] = this.csrf;
    let body: BodyInit | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) body = opts.form;
    else if (opts.body !== undefined) body = opts.body;
    const res = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    for (const sc of res.headers.getSetCookie()) {
      const [pair, ...attrs] = sc.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim())) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const token = res.headers.get('x-csrf-token');
    if (token) this.csrf = token;
    const text = await res.text();
    let parsed: Envelope<T>;
    try {
      parsed = JSON.parse(text) as Envelope<T>;
    } catch {
      parsed = { success: false, code: 'NOT_JSON', message: text, path, data: null as T };
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  get<T = unknown>(path: string, opts?: Parameters<Browser['request']>[2]) {
    return this.request<T>('GET', path, opts);
  }
  post<T = unknown>(path: string, json?: unknown, opts?: Parameters<Browser['request']>[2]) {
    return this.request<T>('POST', path, { ...opts, json: json ?? opts?.json });
  }

  /** Any GET gives the CSRF key cookie and token, as a page load would. */
  async prime() {
    await this.get('/api/sys/comnmetd/getServerTimeStamp');
    return this;
  }
}

/** Request a code, read it from the SMS sink, sign in. */
export async function signIn(b: Browser, mobile = freshMobile()) {
  await b.prime();
  const sent = await b.post('/api/auth/code/sms', { mobile, deviceId: 'test' });
  if (sent.status !== 200) throw new Error(`code request failed: ${JSON.stringify(sent.body)}`);
  const latest = await b.get<{ code: string }>(`/api/dev/sms/latest?mobile=${mobile}`);
  const login = await b.post<{ access_token: string; refresh_token: string; user: { userNo: string } }>('/api/auth/login/mobile/token', {
    mobile,
    code: latest.body.data.code,
  });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { mobile, ...login.body.data };
}

export const randomText = (n = 8) => randomBytes(n).toString('hex');

/** A staff account of `role` made as admin:create makes it, signed in, its one-time password replaced. */
export async function staffSignedIn(api: TestApi, role: string, namePrefix = '测试') {
  const account = await createStaffAccount(api.database, { name: `${namePrefix}${randomText(4)}`, role, actor: '测试 admin:create' });
  const b = await new Browser(api.baseUrl).prime();
  const login = await b.post('/api/admin/auth/login', { name: account.name, password: account.password });
  if (login.status !== 200) throw new Error(`staff sign-in failed: ${JSON.stringify(login.body)}`);
  const changed = await b.post('/api/admin/auth/password', { currentPassword: account.password, newPassword: 'Lantern-2026-ok' });
  if (changed.status !== 200) throw new Error(`password change failed: ${JSON.stringify(changed.body)}`);
  return { b, account };
}

/** Polls `what` every 250 ms until `ok` holds or `ms` have passed; answers the last value (a background job's effect). */
export async function until<T>(what: () => Promise<T>, ok: (v: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}
