import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@shop/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { errorBody } from './errors.ts';

/**
 * S45: the errors that never reach the error handler get the shared shape too. Node's HTTP parser rejects some
 * requests before Fastify sees them (clientErrorHandler), the router rejects others before any route runs
 * (frameworkErrors), and a closing server turns requests away (normally with a body of Fastify's own).
 */
interface Answer {
  status: number;
  code: ErrorCode;
  message: string;
}

const PARSER_ERRORS: Record<string, Answer> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive. Please try again.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: 'The request headers or its address are too large',
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large',
  },
};
const MALFORMED: Answer = { status: 400, code: 'INVALID_INPUT', message: 'The request is not valid HTTP' };

const ROUTER_ERRORS: Record<string, Answer> = {
  FST_ERR_BAD_URL: { status: 400, code: 'INVALID_INPUT', message: 'The address is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URI_TOO_LONG', message: 'The address is too long' },
};
const ROUTER_FAULT: Answer = {
  status: 500,
  code: 'INTERNAL',
  message: 'Something went wrong on our side. Please try again.',
};

/** Fastify's `clientErrorHandler`: answers on the raw socket, since no request object exists yet. */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = (error.code && PARSER_ERRORS[error.code]) || MALFORMED;
  this.log.debug({ parserError: error.code }, 'client error');
  // As Node itself does: never write into a response that has already started on this socket.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(errorBody(answer.status, answer.code, answer.message));
  socket.end(
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/** Fastify's `frameworkErrors`: errors of the router, before any route or hook. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const answer = ROUTER_ERRORS[error.code] ?? ROUTER_FAULT;
  if (answer === ROUTER_FAULT) reply.log.error({ frameworkError: error.code }, 'router error');
  reply
    .status(answer.status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(errorBody(answer.status, answer.code, answer.message)));
}

/**
 * Requests that arrive while the server closes are turned away with 503 in our shape (the app is built with
 * `return503OnClosing: false`, whose body would be Fastify's own), so a load balancer retries them elsewhere.
 */
export const closingPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not async: it runs on every request and almost always has nothing to do.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    done(new AppError(503, 'SERVICE_UNAVAILABLE', 'The shop is restarting. Please try again in a moment.'));
  });
});
