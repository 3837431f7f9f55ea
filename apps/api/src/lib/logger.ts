import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY_KEYS = /([?&](?:razorpay_signature|signature|token|jwt|password)=)[^&]*/gi;

/** pino options: JSON lines with the request id; passwords, tokens and signatures never reach the log. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
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
        url: request.url.replace(SECRET_QUERY_KEYS, '$1[redacted]'),
        id: request.id,
      }),
    },
  };
}
