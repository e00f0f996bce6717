import { SUCCESS_CODE, SUCCESS_MESSAGE, WIRE_CODE, type Envelope, type ErrorCode } from '@shop/contracts';

export function successEnvelope<T>(path: string, data: T): Envelope<T> {
  return { success: true, code: SUCCESS_CODE, message: SUCCESS_MESSAGE, path, data };
}

export function errorEnvelope(path: string, code: ErrorCode, message: string, data: unknown = null): Envelope<unknown> {
  return { success: false, code: WIRE_CODE[code] ?? code, message, path, data };
}

/** The path without the query string: what the envelope reports. */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** A route's answer: `return ok(req, data)`. */
export function ok<T>(req: { url: string }, data: T): Envelope<T> {
  return successEnvelope(pathOf(req.url), data);
}
