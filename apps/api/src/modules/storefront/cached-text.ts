import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type CachedBody,
  catalogCacheControl,
  catalogCdnCacheControl,
  matchesETag,
} from '../catalog/catalog-reply.ts';

/** A page, sitemap or feed of the catalogue, kept in the catalogue cache and dropped with it (decision 0028). */
export function toCachedText(text: string, contentType: string, config: CdnSettings): CachedBody {
  const etag = `W/"${hash('sha1', text, 'base64url')}"`;
  return {
    body: Buffer.from(text),
    etag,
    headers: {
      'content-type': contentType,
      'cache-control': catalogCacheControl(config),
      'cdn-cache-control': catalogCdnCacheControl(config),
      etag,
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
  const cached =
    catalogCache.peek(key) ??
    (await catalogCache.get(key, async () => toCachedText(await produce(), contentType, config)));
  reply.headers(cached.headers);
  if (matchesETag(request.headers['if-none-match'], cached.etag)) {
    reply.removeHeader('content-type');
    return reply.code(304).send();
  }
  return reply.send(cached.body);
}

interface CdnSettings {
  CATALOG_CDN_SECONDS: number;
  CATALOG_CDN_STALE_SECONDS: number;
}
