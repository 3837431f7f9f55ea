import { hash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type CachedBody,
  catalogCacheControl,
  catalogCdnCacheControl,
  matchesETag,
} from '../../lib/catalog-reply.ts';

/** A text reply kept with its gzip copy, made once per fill: pages and feeds are text that shrinks to a quarter. */
interface CachedText extends CachedBody {
  gzip?: Buffer;
}

/** A page, sitemap or feed of the catalogue, kept in the catalogue cache and dropped with it (decision 0028). */
export function toCachedText(text: string, contentType: string, config: CdnSettings): CachedText {
  const etag = `W/"${hash('sha1', text, 'base64url')}"`;
  return {
    body: Buffer.from(text),
    gzip: gzipSync(text),
    etag,
    headers: {
      'content-type': contentType,
      'cache-control': catalogCacheControl(config),
      'cdn-cache-control': catalogCdnCacheControl(config),
      etag,
      vary: 'accept-encoding',
    },
  };
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
  const cached: CachedText =
    catalogCache.peek(key) ??
    (await catalogCache.get(key, async () => toCachedText(await produce(), contentType, config)));
  reply.headers(cached.headers);
  if (matchesETag(request.headers['if-none-match'], cached.etag)) {
    reply.removeHeader('content-type');
    return reply.code(304).send();
  }
  if (cached.gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
    return reply.header('content-encoding', 'gzip').send(cached.gzip);
  return reply.send(cached.body);
}

interface CdnSettings {
  CATALOG_CDN_SECONDS: number;
  CATALOG_CDN_STALE_SECONDS: number;
}
