import { hash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A serialized catalogue reply, ready to send: the body's bytes, its weak ETag (a hash of the body) and headers. */
export interface CachedBody {
  body: Buffer;
  /** The body gzipped once per fill, for every client that accepts it (browsers, CDNs); none for a small body. */
  gzip?: Buffer;
  etag: string;
  headers: Readonly<Record<string, string>>;
}

/**
 * Below this a body goes as it is. A listing page is about 29 KB of JSON and 3.7 KB gzipped: writing (and the
 * client reading) those bytes was most of a cached listing's cost, and gzip takes about 0.2 ms once per fill.
 */
const GZIP_FROM_BYTES = 1024;

export function toCachedBody(
  body: string,
  config: CdnSettings,
  contentType = 'application/json; charset=utf-8',
  gzipFromBytes = GZIP_FROM_BYTES,
): CachedBody {
  const etag = `W/"${hash('sha1', body, 'base64url')}"`;
  const bytes = Buffer.from(body);
  const gzip = bytes.length >= gzipFromBytes ? gzipSync(bytes) : undefined;
  return {
    body: bytes,
    ...(gzip ? { gzip } : {}),
    etag,
    headers: {
      'content-type': contentType,
      'cache-control': catalogCacheControl(config),
      'cdn-cache-control': catalogCdnCacheControl(config),
      etag,
      ...(gzip ? { vary: 'accept-encoding' } : {}),
    },
  };
}

/** Accept-Encoding names gzip (or `*`) without refusing it with q=0. */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** If-None-Match holds this ETag (weak comparison, RFC 9110 13.1.2), or `*`. */
export function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/**
 * Answers a public catalogue GET from the instance's cache (filled by `produce` on a miss, one fill per key at
 * a time), with its ETag, a 304 when the client already has it, and Cache-Control that lets a CDN keep it
 * briefly. The key is the route and its parsed parameters and query, so new query fields need no change here.
 * The route returns what this returns (nothing for a hit sent at once, else a promise of the sent reply, as Fastify
 * asks of async handlers); it is typed `never` because the route's response schema types the handler's result,
 * while the body here is already serialized.
 */
export function sendCatalogReply(
  request: FastifyRequest,
  reply: FastifyReply,
  produce: () => Promise<string>,
  /** The product whose exact stock the reply shows: a stock-only change of it drops this reply alone. */
  stockOf?: string,
): Promise<never> {
  const { server } = request;
  const key = `${request.routeOptions.url} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)}`;
  const cache = server.catalogCache;
  // A hit is answered synchronously (the handler returns undefined once the reply is sent): no promise per request.
  const hit = cache.peek(key);
  if (hit) {
    cache.alias(key, urlKey(request));
    send(request, reply, hit);
    return undefined as never;
  }
  return cache
    .get(key, async () => toCachedBody(await produce(), server.config), stockOf)
    .then((cached) => {
      cache.alias(key, urlKey(request));
      return send(request, reply, cached) as never;
    });
}

/** The address as sent: a URL that was answered once (so it was valid) maps to the same reply while kept. */
const urlKey = (request: FastifyRequest) => `url ${request.url}`;

/**
 * A catalogue route's onRequest hook: a URL answered before is answered again from the cache before its query
 * is parsed and validated (most of a cached listing's cost); anything else goes on to the route as usual.
 */
export function answerFromCache(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const hit = request.server.catalogCache.peek(urlKey(request));
  if (hit) send(request, reply, hit);
  else done();
}

function send(request: FastifyRequest, reply: FastifyReply, cached: CachedBody): FastifyReply {
  reply.headers(cached.headers);
  if (matchesETag(request.headers['if-none-match'], cached.etag)) {
    reply.removeHeader('content-type');
    return reply.code(304).send();
  }
  if (cached.gzip && acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(cached.gzip);
  return reply.send(cached.body);
}

interface CdnSettings {
  CATALOG_CDN_SECONDS: number;
  CATALOG_CDN_STALE_SECONDS: number;
}

/**
 * For browsers and any shared cache: browsers revalidate every time (cheap with the ETag), a shared cache may
 * keep the reply `s-maxage`. No stale-while-revalidate here: Chromium honours it in the browser's own cache
 * too, and a shopper would then see the stock or price of the previous visit.
 */
export function catalogCacheControl(config: CdnSettings) {
  return `public, max-age=0, must-revalidate, s-maxage=${config.CATALOG_CDN_SECONDS}`;
}

/** For CDNs only (RFC 9213 `CDN-Cache-Control`, which browsers ignore): serving stale while refetching is fine there. */
export function catalogCdnCacheControl(config: CdnSettings) {
  return `public, max-age=${config.CATALOG_CDN_SECONDS}, stale-while-revalidate=${config.CATALOG_CDN_STALE_SECONDS}`;
}
