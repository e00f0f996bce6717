import { ERRORS, type ErrorCode } from '@shop/contracts';

/**
 * An expected business failure: a code from the catalogue, answered as the envelope
 * with the catalogue's HTTP status and Chinese message. Anything else thrown is a bug
 * and answers 500 E_INTERNAL.
 */
export class ShopError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly data: unknown;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, opts: { message?: string; data?: unknown; headers?: Record<string, string>; cause?: unknown } = {}) {
    super(opts.message ?? ERRORS[code].message, { cause: opts.cause });
    this.name = 'ShopError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.data = opts.data ?? null;
    this.headers = opts.headers;
  }
}

export const fail = (code: ErrorCode, opts?: ConstructorParameters<typeof ShopError>[1]) => new ShopError(code, opts);
