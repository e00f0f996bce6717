import { ERRORS, type ErrorCode } from '@shop/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorEnvelope, pathOf } from './envelope.ts';
import { ShopError } from './shop-error.ts';

export function sendError(req: FastifyRequest, reply: FastifyReply, code: ErrorCode, message?: string, data: unknown = null) {
  const def = ERRORS[code];
  return reply.code(def.status).send(errorEnvelope(pathOf(req.url), code, message ?? def.message, data));
}

interface ValidationIssue {
  path: string;
  message: string;
}

function validationIssues(err: FastifyError): ValidationIssue[] {
  return (err.validation ?? []).map((v) => {
    const p = (v as { instancePath?: string }).instancePath ?? '';
    return { path: p.replace(/^\//, '').replace(/\//g, '.'), message: v.message ?? '格式不正确' };
  });
}

/** Fastify's own 4xx errors (body parsing, limits) mapped to catalogue codes. */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'E_BAD_JSON';
    case 404:
      return 'E_NOT_FOUND';
    case 405:
      return 'E_METHOD_NOT_ALLOWED';
    case 413:
      return 'E_PAYLOAD_TOO_LARGE';
    case 406:
    case 415:
      return 'E_UNSUPPORTED_MEDIA';
    case 429:
      return 'E_RATE_LIMITED';
    default:
      return 'E_VALIDATION';
  }
}

export function apiErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof ShopError) {
    if (err.headers) reply.headers(err.headers);
    // 501: a part this deployment has not configured (no account provider, say), answered as
    // designed on every visit of a page that asks; noted, not logged as a fault with its stack.
    if (err.status === 501) req.log.info({ code: err.code }, 'not configured here');
    else if (err.status >= 500) req.log.error({ err }, 'shop error');
    return sendError(req, reply, err.code, err.message, err.data);
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = validationIssues(err);
    return sendError(req, reply, 'E_VALIDATION', issues[0]?.message ?? ERRORS.E_VALIDATION.message, { issues });
  }
  if (isResponseSerializationError(err)) {
    req.log.error({ err }, 'response did not match its schema');
    return sendError(req, reply, 'E_INTERNAL');
  }
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 400 && status < 500) {
    req.log.info({ code: err.code, msg: err.message }, 'client error');
    return sendError(req, reply, codeForStatus(status));
  }
  // Database unreachable or shutting down: tell the client to retry, not that we broke.
  // Drizzle wraps the driver's error ("Failed query: …") and keeps it as the cause.
  const DB_DOWN = /ECONNREFUSED|terminating connection|Connection terminated|timeout exceeded when trying to connect/i;
  const cause = (err as { cause?: unknown }).cause;
  if (DB_DOWN.test(String(err.message)) || (cause instanceof Error && DB_DOWN.test(cause.message))) {
    req.log.error({ err }, 'database unavailable');
    return sendError(req, reply, 'E_DB_UNAVAILABLE');
  }
  req.log.error({ err }, 'unhandled error');
  return sendError(req, reply, 'E_INTERNAL');
}
