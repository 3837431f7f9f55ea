import { STATUS_CODES } from 'node:http';
import type { ErrorBody, ErrorCode } from '@shop/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

/** Errors raised by PostgreSQL's client when the server cannot be reached; they answer 503, not 500. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; message?: string; cause?: unknown };
    if (e.code && UNAVAILABLE_ERRNOS.has(e.code)) return true;
    if (
      e.message &&
      /Connection terminated|timeout exceeded when trying to connect|the database system is (starting|shutting) up/i.test(
        e.message,
      )
    )
      return true;
    current = e.cause;
  }
  return false;
}

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
};

/** PostgreSQL errors that are the client's input or a lost race, not a fault of ours. */
const POSTGRES_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  '22021': {
    status: 400,
    code: 'INVALID_INPUT',
    message: 'The request contains characters that cannot be stored',
  },
  '22P02': { status: 400, code: 'INVALID_INPUT', message: 'The request contains a malformed value' },
  '22001': { status: 400, code: 'INVALID_INPUT', message: 'A value in the request is too long' },
  '23505': { status: 409, code: 'CONFLICT', message: 'This conflicts with something that already exists' },
  '23514': {
    status: 409,
    code: 'CONFLICT',
    message: 'This change is not possible right now. Please refresh and try again.',
  },
  '40001': {
    status: 409,
    code: 'CONFLICT',
    message: 'Someone else changed this at the same moment. Please try again.',
  },
  '40P01': {
    status: 409,
    code: 'CONFLICT',
    message: 'Someone else changed this at the same moment. Please try again.',
  },
};

function postgresError(error: unknown) {
  const e = error as { code?: string; cause?: { code?: string } };
  const code = e.cause?.code ?? e.code;
  return code ? POSTGRES_CODES[code] : undefined;
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
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
  const pgError = postgresError(error);
  if (pgError) {
    request.log.warn({ err: error }, 'database refused the change');
    return errorBody(pgError.status, pgError.code, pgError.message);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return errorBody(
      503,
      'SERVICE_UNAVAILABLE',
      'The shop is briefly unavailable. Please try again in a moment.',
    );
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
    return reply.status(body.statusCode).send(body);
  });
});
