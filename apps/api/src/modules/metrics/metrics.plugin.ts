import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { AppError } from '../../lib/errors.ts';
import { registerShopGauges } from './shop-gauges.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where METRICS_PORT's server listens, once the app is ready (tests ask for port 0). */
    metricsAddress?: AddressInfo;
  }
}

/** Latency buckets (seconds) for a shop whose cached reads take a millisecond and checkouts tens of them. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** S61: the token is compared in constant time (over hashes, so its length leaks nothing either). */
function bearerMatches(request: { headers: { authorization?: string } }, token: string): boolean {
  const [scheme, given] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !given) return false;
  return timingSafeEqual(sha256(given.trim()), sha256(token));
}

/**
 * Prometheus metrics (prom-client), only when METRICS_PORT or METRICS_TOKEN is set: requests by route and
 * status with latency histograms, process figures, the pool, the catalogue cache, the outbox, refunds and
 * payments. `/metrics` is never public (S61): on PORT it needs `Authorization: Bearer {METRICS_TOKEN}`, and
 * METRICS_PORT is a separate listener meant for the private network (it checks the token too when one is set).
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const { METRICS_PORT, METRICS_TOKEN, HOST } = app.config;
  if (METRICS_PORT === undefined && !METRICS_TOKEN) return;

  app.decorate('metricsAddress', undefined as AddressInfo | undefined);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency in seconds, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: BUCKETS,
    registers: [registry],
  });
  registerShopGauges(app, registry);

  // The route's pattern, never the raw URL: ids and queries would make a time series per product.
  const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: routeOf(request), status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  if (METRICS_TOKEN) {
    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request, METRICS_TOKEN))
        throw new AppError(401, 'UNAUTHORIZED', 'The metrics need the metrics token');
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    });
  }

  if (METRICS_PORT === undefined) return;
  let server: Server | undefined;
  app.addHook('onReady', async () => {
    server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method !== 'GET' || path !== '/metrics') return answer(response, 404, 'Not found');
      if (METRICS_TOKEN && !bearerMatches(request, METRICS_TOKEN))
        return answer(response, 401, 'The metrics need the metrics token');
      registry.metrics().then(
        (text) => {
          response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
          response.end(text);
        },
        () => answer(response, 500, 'The metrics could not be read'),
      );
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(METRICS_PORT, HOST, () => resolve());
    });
    app.metricsAddress = listening.address() as AddressInfo;
  });
  app.addHook('onClose', async () => {
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
});

function answer(response: import('node:http').ServerResponse, status: number, message: string) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(`${message}\n`);
}
