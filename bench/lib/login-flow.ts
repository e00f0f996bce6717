/**
 * The SMS-login round trip, run by a fixed number of virtual users for a fixed time.
 *
 * One flow = request an SMS code for a brand-new mobile number, read the code from the
 * sms_outbox sink table, sign in with it, fetch the member info with the new session.
 * Each virtual user keeps a cookie jar and the CSRF token (fetched once, on its first
 * flow); every flow starts as a new shopper on that device (only csrf_key is kept).
 */
import type pg from 'pg';

export interface FlowOptions {
  baseUrl: string;
  users: number;
  durationS: number;
  warmupS: number;
  /** The bench's own connection to the shop's database (to read sms_outbox). */
  pool: pg.Pool;
  signal: AbortSignal;
}

export type Step = 'csrf' | 'sms' | 'code' | 'login' | 'memInfo';
const STEPS: Step[] = ['csrf', 'sms', 'code', 'login', 'memInfo'];

export interface FlowError {
  step: Step | 'flow';
  status?: number;
  message: string;
  body?: string;
}

export interface LatencySummary {
  count: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
}

export interface FlowResult {
  kind: 'flow';
  users: number;
  flows: number;
  flowsPerSec: number;
  /** Successful flows' total latency. */
  latency: LatencySummary;
  steps: Record<Step, LatencySummary>;
  /** Failed flows whose failing response had a non-2xx status. */
  non2xx: number;
  /** Failed flows for any other reason (network, timeout, unexpected body, no code). */
  errors: number;
  firstError?: FlowError;
  errorSamples: Record<string, number>;
  durationS: number;
  interrupted: boolean;
}

const REQUEST_TIMEOUT_MS = 10_000;
/** How long in-flight flows may run on after the duration before they are cut. */
const DRAIN_MS = 15_000;

class StepFailure extends Error {
  constructor(readonly info: FlowError) {
    super(`${info.step}: ${info.status ?? ''} ${info.message}`);
  }
}

export function summarize(samples: number[]): LatencySummary {
  if (!samples.length) return { count: 0, p50Ms: 0, p90Ms: 0, p99Ms: 0, maxMs: 0, meanMs: 0 };
  const s = [...samples].sort((a, b) => a - b);
  // Nearest-rank percentile.
  const pct = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    count: s.length,
    p50Ms: round(pct(50)),
    p90Ms: round(pct(90)),
    p99Ms: round(pct(99)),
    maxMs: round(s[s.length - 1]),
    meanMs: round(s.reduce((a, b) => a + b, 0) / s.length),
  };
}

/** Unique, valid (/^1[3-9]\d{9}$/) mobile numbers: 139 + 8 digits from a random start. */
function mobileSequence() {
  let n = Math.floor(Math.random() * 50_000_000);
  return () => `139${String(n++ % 100_000_000).padStart(8, '0')}`;
}

class VirtualUser {
  private cookies = new Map<string, string>();
  private csrf: string | undefined;

  constructor(
    private readonly baseUrl: string,
    private readonly signal: AbortSignal,
  ) {}

  newShopper() {
    for (const name of [...this.cookies.keys()]) if (name !== 'csrf_key') this.cookies.delete(name);
  }

  hasCsrf() {
    return this.csrf !== undefined && this.cookies.has('csrf_key');
  }

  hasCookie(name: string) {
    return this.cookies.has(name);
  }

  private store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a)) || attrs.some((a) => /^\s*expires\s*=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now());
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const token = res.headers.get('x-csrf-token');
    if (token) this.csrf = token;
  }

  /** One API call; fails the step unless the answer is 2xx with `success: true`. */
  async call(step: Step, method: 'GET' | 'POST', urlPath: string, body?: unknown): Promise<{ data: unknown }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      if (this.csrf) headers['x-csrf-token'] = this.csrf;
    }
    let res: Response;
    let text: string;
    try {
      res = await fetch(this.baseUrl + urlPath, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.any([this.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
      text = await res.text();
    } catch (err) {
      const e = err as Error & { cause?: { code?: string; message?: string } };
      throw new StepFailure({ step, message: `${e.name}: ${e.message}${e.cause ? ` (${e.cause.code ?? e.cause.message})` : ''}` });
    }
    this.store(res);
    let json: { success?: boolean; data?: unknown } | undefined;
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      /* not JSON */
    }
    if (res.status < 200 || res.status > 299) throw new StepFailure({ step, status: res.status, message: `HTTP ${res.status}`, body: text.slice(0, 500) });
    if (!json || json.success !== true) throw new StepFailure({ step, status: res.status, message: 'answer is not a successful envelope', body: text.slice(0, 500) });
    return { data: json.data };
  }
}

interface Recorder {
  record: boolean;
  flowMs: number[];
  stepMs: Record<Step, number[]>;
  non2xx: number;
  errors: number;
  firstError?: FlowError;
  errorSamples: Record<string, number>;
}

async function oneFlow(vu: VirtualUser, mobile: string, pool: pg.Pool, rec: Recorder) {
  const timed = async <T>(step: Step, fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const out = await fn();
    if (rec.record) rec.stepMs[step].push(performance.now() - t0);
    return out;
  };
  vu.newShopper();
  if (!vu.hasCsrf()) {
    await timed('csrf', () => vu.call('csrf', 'GET', '/api/sys/comnmetd/getServerTimeStamp'));
    if (!vu.hasCsrf()) throw new StepFailure({ step: 'csrf', message: 'no csrf_key cookie or x-csrf-token header in the answer' });
  }
  await timed('sms', () => vu.call('sms', 'POST', '/api/auth/code/sms', { mobile, deviceId: 'bench' }));
  const code = await timed('code', async () => {
    try {
      const r = await pool.query<{ code: string | null }>('SELECT code FROM sms_outbox WHERE mobile = $1 ORDER BY id DESC LIMIT 1', [mobile]);
      return r.rows[0]?.code ?? undefined;
    } catch (err) {
      throw new StepFailure({ step: 'code', message: `query failed: ${(err as Error).message}` });
    }
  });
  if (!code) throw new StepFailure({ step: 'code', message: `no code in sms_outbox for ${mobile}` });
  const login = await timed('login', () => vu.call('login', 'POST', '/api/auth/login/mobile/token', { mobile, code }));
  const token = (login.data as { access_token?: unknown } | null)?.access_token;
  if (typeof token !== 'string' || !token) throw new StepFailure({ step: 'login', status: 200, message: 'no data.access_token in the answer' });
  if (!vu.hasCookie('authorization')) throw new StepFailure({ step: 'login', status: 200, message: 'no authorization cookie set' });
  await timed('memInfo', () => vu.call('memInfo', 'GET', '/api/member/member/memInfo'));
}

async function runPhase(o: FlowOptions, durationS: number, record: boolean, nextMobile: () => string, rec: Recorder) {
  const stop = new AbortController();
  const signal = AbortSignal.any([o.signal, stop.signal]);
  const deadline = performance.now() + durationS * 1000;
  const t0 = performance.now();
  rec.record = record;

  const user = async () => {
    const vu = new VirtualUser(o.baseUrl, signal);
    while (performance.now() < deadline && !signal.aborted) {
      const start = performance.now();
      try {
        await oneFlow(vu, nextMobile(), o.pool, rec);
        if (record) rec.flowMs.push(performance.now() - start);
      } catch (err) {
        if (signal.aborted) break;
        if (record) {
          const info: FlowError = err instanceof StepFailure ? err.info : { step: 'flow', message: String(err) };
          if (info.status !== undefined && (info.status < 200 || info.status > 299)) rec.non2xx++;
          else rec.errors++;
          rec.firstError ??= info;
          const key = `${info.step} ${info.status ?? '-'} ${info.message}`.slice(0, 120);
          rec.errorSamples[key] = (rec.errorSamples[key] ?? 0) + 1;
        }
        // A dead server fails at once: do not spin.
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  const drain = setTimeout(() => stop.abort(), durationS * 1000 + DRAIN_MS);
  await Promise.all(Array.from({ length: o.users }, user));
  clearTimeout(drain);
  return (performance.now() - t0) / 1000;
}

export async function runLoginFlows(o: FlowOptions): Promise<FlowResult> {
  const nextMobile = mobileSequence();
  const rec: Recorder = {
    record: false,
    flowMs: [],
    stepMs: { csrf: [], sms: [], code: [], login: [], memInfo: [] },
    non2xx: 0,
    errors: 0,
    errorSamples: {},
  };
  if (o.warmupS > 0 && !o.signal.aborted) await runPhase(o, o.warmupS, false, nextMobile, rec);
  const elapsedS = o.signal.aborted ? 0 : await runPhase(o, o.durationS, true, nextMobile, rec);
  const steps = Object.fromEntries(STEPS.map((s) => [s, summarize(rec.stepMs[s])])) as Record<Step, LatencySummary>;
  return {
    kind: 'flow',
    users: o.users,
    flows: rec.flowMs.length,
    flowsPerSec: elapsedS > 0 ? rec.flowMs.length / elapsedS : 0,
    latency: summarize(rec.flowMs),
    steps,
    non2xx: rec.non2xx,
    errors: rec.errors,
    firstError: rec.firstError,
    errorSamples: rec.errorSamples,
    durationS: Math.round(elapsedS * 100) / 100,
    interrupted: o.signal.aborted,
  };
}
