/**
 * A virtual shopper for the flow benchmarks: a cookie jar, the CSRF token from the last
 * answer, and one call() that fails its step unless the answer is a 2xx success envelope.
 */
export interface FlowError {
  step: string;
  status?: number;
  /** The envelope's code, when there is one. */
  code?: string;
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

const REQUEST_TIMEOUT_MS = 10_000;

export class StepFailure extends Error {
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

export class VirtualUser {
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

  /** The CSRF token this shopper sends with a POST (from the last answer that carried one). */
  csrfToken(): string | undefined {
    return this.csrf;
  }

  /** The Cookie header this shopper sends, for load tools that replay one shopper's requests. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired =
        attrs.some((a) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a)) ||
        attrs.some((a) => /^\s*expires\s*=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now());
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const token = res.headers.get('x-csrf-token');
    if (token) this.csrf = token;
  }

  /** A page view as a browser makes it: its HTML read whole and the cookies it sets kept (a member's consent cookie, say). */
  async visitPage(urlPath: string): Promise<number> {
    const headers: Record<string, string> = { accept: 'text/html' };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    const res = await fetch(this.baseUrl + urlPath, { headers, signal: AbortSignal.any([this.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]) });
    await res.arrayBuffer();
    this.store(res);
    return res.status;
  }

  /** One API call; fails the step unless the answer is 2xx with `success: true`. */
  async call(step: string, method: 'GET' | 'POST', urlPath: string, body?: unknown): Promise<{ data: unknown }> {
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
    if (res.status < 200 || res.status > 299)
      throw new StepFailure({
        step,
        status: res.status,
        code: (json as { code?: string } | undefined)?.code,
        message: `HTTP ${res.status}`,
        body: text.slice(0, 500),
      });
    if (!json || json.success !== true)
      throw new StepFailure({
        step,
        status: res.status,
        code: (json as { code?: string } | undefined)?.code,
        message: 'answer is not a successful envelope',
        body: text.slice(0, 500),
      });
    return { data: json.data };
  }
}
