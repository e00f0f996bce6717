/**
 * A load test with autocannon: optional warm-up run, then the measured run. One URL, or a
 * sequence of requests each connection makes in turn (`requests`: a page and the calls its
 * browser makes); `perView` of them are one page view, and the rate is given in page views.
 */
import autocannon, { type Instance, type Options, type Result } from 'autocannon';

export interface HttpScenarioOptions {
  url: string;
  connections: number;
  durationS: number;
  warmupS: number;
  headers?: Record<string, string>;
  requests?: Options['requests'];
  /** Requests per page view (default 1): reqPerSec counts page views. */
  perView?: number;
  signal: AbortSignal;
}

export interface HttpScenarioResult {
  kind: 'http';
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** Average response size (bytes, headers included). */
  avgBytes: number;
  durationS: number;
  interrupted: boolean;
}

function run(opts: Options, signal: AbortSignal): Promise<Result> {
  return new Promise((resolve, reject) => {
    // autocannon stops by itself after `duration`; Ctrl-C stops it early (results so far).
    let instance: Instance | undefined = undefined;
    const onAbort = () => instance?.stop();
    instance = autocannon(opts, (err, result) => {
      signal.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else resolve(result);
    });
    if (signal.aborted) instance.stop();
    else signal.addEventListener('abort', onAbort);
  });
}

export async function runHttpScenario(o: HttpScenarioOptions): Promise<HttpScenarioResult> {
  const base: Options = { url: o.url, connections: o.connections, timeout: 10, headers: o.headers, ...(o.requests ? { requests: o.requests } : {}) };
  if (o.warmupS > 0 && !o.signal.aborted) await run({ ...base, duration: o.warmupS }, o.signal);
  const r = await run({ ...base, duration: o.durationS }, o.signal);
  const statusCodes: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = Number(count);
  return {
    kind: 'http',
    requests: r.requests.total,
    reqPerSec: r.requests.average / (o.perView ?? 1),
    p50Ms: r.latency.p50,
    p90Ms: r.latency.p90,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    meanMs: r.latency.mean,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodes,
    avgBytes: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    durationS: r.duration,
    interrupted: o.signal.aborted,
  };
}
