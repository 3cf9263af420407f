import { AsyncLocalStorage } from 'node:async_hooks';
import { STATUS_CODES } from 'node:http';
import { type ApiErrorBody, ERRORS } from '@congdoan/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionError } from '../db/connection-errors.js';
import { loggableError } from '../db/loggable-error.js';
import { AppError } from '../errors.js';
import { unsafeTextError } from './text-guard.js';

/** Seconds a caller should wait before trying again while the database is unreachable. */
const RETRY_AFTER_SECONDS = 5;

function send(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  code?: string,
  details?: ApiErrorBody['details'],
) {
  const body: ApiErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, code };
  if (details) body.details = details;
  return reply.status(statusCode).send(body);
}

/**
 * The request whose work is running: what its hooks and handler start (timers, sockets, streams,
 * promises) runs in its context, so that an error escaping them is answered to it.
 */
const inFlight = new AsyncLocalStorage<{ request: FastifyRequest; reply: FastifyReply }>();

/** One error handler: expected errors speak Vietnamese, 5xx hide their internals and are logged. */
export function registerErrorHandler(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => inFlight.run({ request, reply }, done));
  app.setErrorHandler(answerError);
}

/**
 * For a server that has started: an error that escapes every handler (thrown in a callback, an
 * 'error' event nobody hears, a rejection nobody awaits) is logged and, when the request it
 * escaped from still waits for its answer, answered to it as any other error (500, or 503 for a
 * lost connection), instead of ending the process and every request with it. Not during start-up:
 * a server that fails to start must stop (docs/architecture.md, "Configuration and process").
 * Answers the removal of the guard.
 */
export function keepServingThroughEscapedErrors(app: FastifyInstance): () => void {
  const escaped = (thrown: unknown) => {
    const err = thrown instanceof Error ? thrown : new Error(`non-error thrown: ${String(thrown)}`);
    const owner = inFlight.getStore();
    try {
      if (owner && !owner.reply.sent && !owner.reply.raw.headersSent) {
        answerError(err as FastifyError, owner.request, owner.reply);
        return;
      }
    } catch {
      // the answer could not be sent (the connection is gone): logged below like any escape
    }
    (owner?.request.log ?? app.log).error(
      { err: loggableError(err), reqId: owner?.request.id },
      'unexpected error escaped; the server keeps serving',
    );
  };
  process.on('uncaughtException', escaped);
  process.on('unhandledRejection', escaped);
  return () => {
    process.off('uncaughtException', escaped);
    process.off('unhandledRejection', escaped);
  };
}

/**
 * Errors Fastify meets before routing (its `frameworkErrors` option). A path whose escapes do not
 * decode (`%ED%A0%80`, half a surrogate pair) is refused like such a character in a query or body.
 */
export function answerFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_BAD_URL') return answerError(unsafeTextError('url'), request, reply);
  return answerError(err, request, reply);
}

/** The driver's own words at the end of a chain of causes (the query's text is not among them). */
function innermost(err: unknown): string {
  let e = err;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

function answerError(err: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) return send(reply, err.statusCode, err.message, err.code, err.details);

  if (hasZodFastifySchemaValidationErrors(err)) {
    const details = err.validation.map((v) => ({
      path:
        v.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
        ((v.params.issue as { path?: PropertyKey[] } | undefined)?.path ?? []).map(String).join('.'),
      message: v.message ?? ERRORS.validation_failed.message,
    }));
    const first = details[0];
    const message = first
      ? `${first.message}${first.path ? ` (${first.path})` : ''}`
      : ERRORS.validation_failed.message;
    return send(reply, 400, message, 'validation_failed', details);
  }
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return send(reply, 413, ERRORS.payload_too_large.message, 'payload_too_large');
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    // Malformed JSON, wrong content type and the like.
    return send(reply, err.statusCode, ERRORS.validation_failed.message, 'validation_failed');
  }
  if (isConnectionError(err)) {
    // A restart or failover of PostgreSQL: nothing is wrong with the request, it may be sent again.
    // One line without a stack: an outage answers every request this way.
    request.log.warn({ reqId: request.id, reason: innermost(loggableError(err)) }, 'database unreachable');
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return send(reply, 503, ERRORS.service_unavailable.message, 'service_unavailable');
  }
  // A failed query is logged with its text, never its parameters (a password hash, a token…).
  request.log.error({ err: loggableError(err), reqId: request.id }, 'request failed');
  return send(reply, 500, `${ERRORS.internal_error.message} (mã yêu cầu ${request.id})`, 'internal_error');
}
