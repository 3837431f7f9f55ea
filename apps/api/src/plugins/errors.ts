import { STATUS_CODES } from 'node:http';
import type { ErrorBody, ErrorCode } from '@shop/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseAnswer } from '../lib/database-errors.ts';
import { AppError } from '../lib/errors.ts';

const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is empty but its content type is JSON',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the body as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'INVALID_INPUT' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large',
  },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URI_TOO_LONG', message: 'The address is too long' },
};

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 408) return 'REQUEST_TIMEOUT';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 414) return 'URI_TOO_LONG';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 431) return 'HEADERS_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return status < 500 ? 'INVALID_INPUT' : 'INTERNAL';
}

export function errorBody(
  statusCode: number,
  code: ErrorCode,
  message: string,
  details?: unknown,
): ErrorBody {
  const body: ErrorBody = { statusCode, code, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (details !== undefined) body.details = details;
  return body;
}

/** S54: the request's own stream failed because the client went away, before or while its body arrived. */
function isClientAbort(error: Error, request: FastifyRequest): boolean {
  const { code } = error as FastifyError;
  return request.raw.readableAborted || (code === 'ECONNRESET' && error.message === 'aborted');
}

function toErrorBody(error: FastifyError | AppError | Error, request: FastifyRequest): ErrorBody {
  if (error instanceof AppError) return errorBody(error.statusCode, error.code, error.message, error.details);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      field: [error.validationContext, ...String(issue.instancePath).split('/').filter(Boolean)].join('.'),
      message: issue.message,
    }));
    const first = details[0];
    const message = first ? `Invalid ${first.field}: ${first.message}` : 'The request is invalid';
    return errorBody(400, 'INVALID_INPUT', message, details);
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return errorBody(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return errorBody(known.status, known.code, known.message ?? fastifyError.message);
  if (isClientAbort(error, request)) {
    // The client hung up (its ECONNRESET is not the database's); nobody reads this answer.
    request.log.info('client aborted the request');
    return errorBody(400, 'INVALID_INPUT', 'The request was aborted by the client');
  }
  const database = databaseAnswer(error);
  if (database) {
    // The logger's error serializer keeps the SQLSTATE, constraint, table and column, never the values.
    if (database.status < 500) request.log.warn({ err: error }, 'database refused the change');
    else request.log.error({ err: error }, 'database error');
    return errorBody(database.status, database.code, database.message);
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500)
    return errorBody(status, codeForStatus(status), fastifyError.message);
  request.log.error({ err: error }, 'unhandled error');
  return errorBody(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
}

/** One error handler for the whole API: every error reply has the same shape and never carries internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
    const body = toErrorBody(error, request);
    if (body.statusCode === 429) {
      const retryAfter = (body.details as { retryAfter?: number } | undefined)?.retryAfter ?? 60;
      reply.header('retry-after', String(retryAfter));
    }
    // Written here, not by the route's response schema: a route that declares its own shape for a status
    // (e.g. /health's 503) must not turn an error reply into a serialization failure of Fastify's own.
    return reply
      .status(body.statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .send(JSON.stringify(body));
  });
});
