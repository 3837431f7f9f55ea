import { isIP } from 'node:net';

/**
 * TRUST_PROXY as Fastify understands it: `false` (trust no proxy: the client is the socket's peer), a hop count
 * (trust that many proxies in front of the shop: the client is the address that many entries from the right
 * of X-Forwarded-For), or a list of proxy addresses / CIDRs (and proxy-addr's names loopback, linklocal,
 * uniquelocal). `true` trusts every hop, so a client can name any address it likes in the leftmost entry.
 */
export type TrustProxy = boolean | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** The parsed value, or a message saying what is wrong with it. */
export function parseTrustProxy(raw: string): { value: TrustProxy } | { error: string } {
  const text = raw.trim().toLowerCase();
  if (text === 'false') return { value: false };
  if (text === 'true') return { value: true };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 100 ? { value: hops } : { error: 'must be a hop count of at most 100' };
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || bad !== undefined)
    return {
      error: `must be false, a hop count (e.g. 1) or a comma list of proxy addresses or CIDRs${bad ? ` ("${bad}" is neither)` : ''}`,
    };
  return { value: entries };
}

/**
 * Fastify's own form: a hop count becomes the function Fastify itself would make of it (its types leave the
 * number out, its runtime accepts it).
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
