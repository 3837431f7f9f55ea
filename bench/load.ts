import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** One autocannon run against a loopback URL: 10 connections by default, for a duration or a request count. */
export async function load(
  url: string,
  options: { seconds?: number; amount?: number; connections?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 10,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 5 }),
    headers: options.headers ?? {},
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Alternating rounds, so that drift of the machine over time hits every target alike; medians of each. */
export async function alternatingRounds(
  targets: Record<string, { url: string; headers?: Record<string, string> }>,
  rounds: number,
  seconds: number,
): Promise<Record<string, LoadResult>> {
  const runs: Record<string, LoadResult[]> = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, target] of Object.entries(targets)) {
      runs[name]?.push(await load(target.url, { seconds, headers: target.headers }));
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
      },
    ]),
  );
}
