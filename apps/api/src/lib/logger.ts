import type { FastifyServerOptions } from 'fastify';
import { redactUrl, serializeError } from './log-redaction.ts';

/**
 * pino options: JSON lines with the request id. Passwords, tokens and signatures never reach the log, nor do
 * customer data or SQL parameters (S37): URLs keep only harmless query values, errors go through
 * `serializeError`. `stream` sends the lines somewhere other than stdout (tests read them back).
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-razorpay-signature"]',
        '*.password',
        '*.passwordHash',
        '*.jwt',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        id: request.id,
      }),
      err: (error: unknown) => serializeError(error),
    },
  };
}
