/**
 * A light HTTP client for the flash-sale rush: node:http over a keep-alive agent, each
 * buyer's headers (cookies, CSRF token) built once, bodies as prepared strings, the answer
 * read as one buffer and parsed once. `fetch` (undici through the web streams and Headers
 * classes, an AbortSignal per call) cost the bench about as much CPU per answer as the
 * server spent making it, so on two cores the bench itself capped the rush it measured.
 */
import http from 'node:http';

export interface RawAnswer {
  status: number;
  /** The parsed envelope, undefined when the body is not JSON. */
  json: { success?: boolean; code?: string; data?: unknown } | undefined;
  text: string;
}

export class RawClient {
  private readonly agent: http.Agent;
  private readonly host: string;
  private readonly port: number;

  constructor(baseUrl: string, sockets: number) {
    const u = new URL(baseUrl);
    this.host = u.hostname;
    this.port = Number(u.port || 80);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  }

  /** Headers for one shopper's POSTs: built once, reused for every call of that shopper. */
  static postHeaders(cookie: string, csrf: string | undefined): Record<string, string> {
    const h: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json', cookie };
    if (csrf) h['x-csrf-token'] = csrf;
    return h;
  }

  post(path: string, headers: Record<string, string>, body: string, timeoutMs = 10_000): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: this.host,
          port: this.port,
          method: 'POST',
          path,
          agent: this.agent,
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
            let json: RawAnswer['json'];
            try {
              json = JSON.parse(text) as RawAnswer['json'];
            } catch {
              json = undefined;
            }
            resolve({ status: res.statusCode ?? 0, json, text });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
