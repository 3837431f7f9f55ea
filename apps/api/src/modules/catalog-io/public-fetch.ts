import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Fetching a picture named by an imported file, from public addresses only (S58). The host name is resolved
 * here and the connection goes to the address that was checked (no second lookup a rebinding DNS could
 * answer differently); redirects are followed by hand, each target checked the same way; the body is
 * limited in size and type, and the whole fetch in time.
 */
export interface PublicFetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  types: readonly string[];
  /** Which resolved addresses may be connected to; public unicast only, except in tests (config). */
  isAllowedAddress: (address: string) => boolean;
}

export class FetchRefused extends Error {}

/** Public unicast only: no loopback, private (RFC 1918, ULA), link-local (incl. 169.254.169.254), CGNAT, multicast… */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export const loopbackOrPublic = (address: string) =>
  isPublicAddress(address) || (ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback');

function guardedLookup(isAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const refused = addresses.find((a) => !isAllowed(a.address));
      if (refused || addresses.length === 0)
        return callback(new FetchRefused(`${hostname} resolves to a non-public address`), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

function checkUrl(raw: string, limits: PublicFetchLimits): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused('is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('is not an http(s) URL');
  if (url.username || url.password) throw new FetchRefused('carries credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Node connects to an address literal without calling `lookup`, so literals are checked here.
  if (isIP(host) && !limits.isAllowedAddress(host)) throw new FetchRefused(`${host} is not a public address`);
  return url;
}

export interface FetchedBody {
  contentType: string;
  data: Buffer;
}

/** GETs `raw` within the limits; throws FetchRefused with the reason otherwise. */
export async function fetchPublic(raw: string, limits: PublicFetchLimits): Promise<FetchedBody> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  let url = checkUrl(raw, limits);
  for (let hop = 0; hop <= limits.maxRedirects; hop++) {
    const answer = await getOnce(url, limits, deadline);
    if ('location' in answer) {
      url = checkUrl(new URL(answer.location, url).toString(), limits);
      continue;
    }
    return answer;
  }
  throw new FetchRefused(`more than ${limits.maxRedirects} redirects`);
}

function getOnce(
  url: URL,
  limits: PublicFetchLimits,
  signal: AbortSignal,
): Promise<FetchedBody | { location: string }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: guardedLookup(limits.isAllowedAddress),
        signal,
        headers: { accept: limits.types.join(', ') },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ location: response.headers.location });
        }
        const fail = (reason: string) => {
          response.destroy();
          reject(new FetchRefused(reason));
        };
        if (status !== 200) return fail(`answered ${status}`);
        const contentType =
          (response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        if (!limits.types.includes(contentType))
          return fail(`is ${contentType || 'of no type'}, not a picture`);
        if (Number(response.headers['content-length'] ?? 0) > limits.maxBytes) return fail('is too large');
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) return fail('is too large');
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ contentType, data: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', (error) =>
      reject(
        error instanceof FetchRefused || error.name === 'AbortError' || error.name === 'TimeoutError'
          ? new FetchRefused(error instanceof FetchRefused ? error.message : 'took too long')
          : error,
      ),
    );
  });
}
