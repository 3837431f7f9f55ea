import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip, type CachedBody, matchesETag, toCachedBody } from '../../lib/catalog-reply.ts';

/** A page, sitemap or feed of the catalogue, kept in the catalogue cache with its gzip copy and dropped with it (decision 0028). */
export function toCachedText(text: string, contentType: string, config: CdnSettings): CachedBody {
  // Pages and feeds are text that shrinks to a quarter: gzipped whatever their size.
  return toCachedBody(text, config, contentType, 0);
}

/** Answers from the catalogue cache under `key` (filled by `produce` once per key at a time), with a 304 on a match. */
export async function sendCachedText(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  contentType: string,
  produce: () => Promise<string>,
): Promise<FastifyReply> {
  const { catalogCache, config } = request.server;
  const cached: CachedBody =
    catalogCache.peek(key) ??
    (await catalogCache.get(key, async () => toCachedText(await produce(), contentType, config)));
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
