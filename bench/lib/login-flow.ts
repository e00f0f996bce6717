/**
 * The SMS-login round trip, run by a fixed number of virtual users for a fixed time.
 *
 * One flow = request an SMS code for a brand-new mobile number, read the code from the
 * sms_outbox sink table, sign in with it, fetch the member info with the new session.
 * Each virtual user keeps a cookie jar and the CSRF token (fetched once, on its first
 * flow); every flow starts as a new shopper on that device (only csrf_key is kept).
 */
import type pg from 'pg';
import { StepFailure, summarize, VirtualUser, type FlowError, type LatencySummary } from './virtual-user.ts';

export type { FlowError, LatencySummary };
export { summarize };

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

/** How long in-flight flows may run on after the duration before they are cut. */
const DRAIN_MS = 15_000;

/** Unique, valid (/^1[3-9]\d{9}$/) mobile numbers: 139 + 8 digits from a random start. */
function mobileSequence() {
  let n = Math.floor(Math.random() * 50_000_000);
  return () => `139${String(n++ % 100_000_000).padStart(8, '0')}`;
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
