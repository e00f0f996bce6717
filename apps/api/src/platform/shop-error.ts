import { ERRORS, type ErrorCode } from '@shop/contracts';

/**
 * Whether a ShopError of this HTTP status is built with a stack trace: only server-side
 * failures (5xx), which the error handler logs. A refusal (4xx: sold out, over the limit,
 * a validation message) is answered and never logged, so its trace would never be read; in a
 * flash-sale rush building one for every sold-out answer was a cost of its own (V8 walks and
 * formats the frames at construction).
 */
export const keepsStackTrace = (status: number): boolean => status >= 500;

/**
 * An expected business failure: a code from the catalogue, answered as the envelope
 * with the catalogue's HTTP status and Chinese message. Anything else thrown is a bug
 * and answers 500 E_INTERNAL. A 4xx one carries no stack trace (keepsStackTrace).
 */
export class ShopError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly data: unknown;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, opts: { message?: string; data?: unknown; headers?: Record<string, string>; cause?: unknown } = {}) {
    const def = ERRORS[code];
    const limit = Error.stackTraceLimit;
    if (!keepsStackTrace(def.status)) Error.stackTraceLimit = 0;
    try {
      super(opts.message ?? def.message, { cause: opts.cause });
    } finally {
      Error.stackTraceLimit = limit;
    }
    this.name = 'ShopError';
    this.code = code;
    this.status = def.status;
    this.data = opts.data ?? null;
    this.headers = opts.headers;
  }
}

export const fail = (code: ErrorCode, opts?: ConstructorParameters<typeof ShopError>[1]) => new ShopError(code, opts);
