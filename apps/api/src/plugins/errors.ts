import { STATUS_CODES } from 'node:http';
import { type ApiErrorBody, ERRORS } from '@congdoan/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';

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

/** One error handler: expected errors speak Vietnamese, 5xx hide their internals and are logged. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
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
    request.log.error({ err, reqId: request.id }, 'request failed');
    return send(reply, 500, `${ERRORS.internal_error.message} (mã yêu cầu ${request.id})`, 'internal_error');
  });
}
