import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The server process's CPU time per request, in µs, when its pid was given. */
  serverUs?: number;
}

/**
 * CPU time a process has used so far, in ms (user + system, /proc/<pid>/stat, Linux). On two cores the load
 * generator needs most of one, so a cheap reply can be limited by the client: the server's CPU per request is the
 * figure that says what the server itself costs.
 */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticksPerMs = 100 / 1000;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
}

/**
 * What every browser (and the app's own fetch) says it accepts. autocannon sends no Accept-Encoding of its own, so
 * without this a load would measure replies no shopper gets: a cached listing page as 29 KB of JSON instead of its
 * 3.7 KB gzip copy. `IDENTITY` asks for the plain body, to measure that too.
 */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
export const IDENTITY = { 'accept-encoding': 'identity' };

/**
 * One autocannon run against a loopback URL: 10 connections by default, for a duration or a request count, with a
 * browser's Accept-Encoding unless `headers` names its own.
 */
export async function load(
  url: string,
  options: {
    seconds?: number;
    amount?: number;
    connections?: number;
    headers?: Record<string, string>;
    /** The server's process, to measure its CPU per request. */
    pid?: number;
  } = {},
): Promise<LoadResult> {
  const cpuBefore = options.pid ? cpuMs(options.pid) : 0;
  const result = await autocannon({
    url,
    connections: options.connections ?? 10,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 5 }),
    headers: { ...BROWSER_HEADERS, ...options.headers },
  });
  const served = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...(options.pid && served > 0 ? { serverUs: ((cpuMs(options.pid) - cpuBefore) * 1000) / served } : {}),
  };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Alternating rounds, so that drift of the machine over time hits every target alike; medians of each. */
export async function alternatingRounds(
  targets: Record<string, { url: string; headers?: Record<string, string>; pid?: number }>,
  rounds: number,
  seconds: number,
): Promise<Record<string, LoadResult>> {
  const runs: Record<string, LoadResult[]> = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, target] of Object.entries(targets)) {
      runs[name]?.push(await load(target.url, { seconds, headers: target.headers, pid: target.pid }));
    }
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, results]) => [
      name,
      {
        rps: median(results.map((r) => r.rps)),
        p50: median(results.map((r) => r.p50)),
        p99: median(results.map((r) => r.p99)),
        errors: results.reduce((sum, r) => sum + r.errors, 0),
        non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
        ...(results[0]?.serverUs === undefined
          ? {}
          : { serverUs: median(results.map((r) => r.serverUs ?? 0)) }),
      },
    ]),
  );
}
