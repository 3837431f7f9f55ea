import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

export interface RateLimitRule {
  /** How many hits a window allows. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  count: number;
  /** Seconds until the current window ends. */
  retryAfter: number;
}

/**
 * Fixed-window counters in PostgreSQL, so every instance of the shop sees the same counts.
 * `peek` reads a counter; `hit` adds one (starting a new window when the old one has passed).
 */
export async function peekRateLimit(db: DbOrTx, key: string, rule: RateLimitRule): Promise<RateLimitState> {
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    select count, ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after
    from rate_limits where key = ${key} and window_start > now() - make_interval(secs => ${rule.windowSeconds})`);
  const row = result.rows[0];
  return row ? { count: row.count, retryAfter: Math.max(1, row.retry_after) } : { count: 0, retryAfter: 0 };
}

export async function hitRateLimit(db: DbOrTx, key: string, rule: RateLimitRule): Promise<RateLimitState> {
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then now() else rate_limits.window_start end
    returning count, ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after`);
  const row = result.rows[0];
  return { count: row?.count ?? 1, retryAfter: Math.max(1, row?.retry_after ?? rule.windowSeconds) };
}
