import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { AppError } from './errors.ts';

export interface RateLimitRule {
  /** How many attempts a window allows. */
  limit: number;
  windowSeconds: number;
}

export interface Attempt {
  /** Takes this attempt off its counters again (e.g. a sign-in that succeeded: only failures should count). */
  giveBack(): Promise<void>;
}

export const rateLimited = (retryAfter: number) =>
  new AppError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.', {
    retryAfter,
  });

/**
 * Fixed-window counters in PostgreSQL, so every instance of the shop sees the same counts.
 *
 * S32: an attempt is counted before the work it guards (a password hash, a mail), in one atomic upsert that
 * returns the new counts, and refused when any counter is over the limit. So however many requests race, at
 * most `limit` of them in a window get past this call; reading a count first and adding to it afterwards
 * would let all of them through. Refused attempts count too (they only fill a window that is already full).
 */
export async function countAttempt(db: DbOrTx, keys: string[], rule: RateLimitRule): Promise<Attempt> {
  // A fixed order of rows, so two statements locking the same counters never wait on each other in a cycle.
  const sorted = [...new Set(keys)].sort();
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const rows = sql.join(
    sorted.map((key) => sql`(${key}, now(), 1)`),
    sql`, `,
  );
  const result = await db.execute<{
    key: string;
    count: number;
    window_start: string;
    retry_after: number;
  }>(sql`
    insert into rate_limits (key, window_start, count) values ${rows}
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - ${window} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - ${window}
                          then now() else rate_limits.window_start end
    returning key, count, window_start::text,
      ceil(extract(epoch from (window_start + ${window} - now())))::int as retry_after`);
  const over = result.rows.filter((row) => row.count > rule.limit);
  if (over.length > 0) throw rateLimited(Math.max(1, ...over.map((row) => row.retry_after)));
  // Given back only into the window it was counted in (a new window has started from 1 without it).
  const counted = sql.join(
    result.rows.map((row) => sql`(${row.key}, ${row.window_start}::timestamptz)`),
    sql`, `,
  );
  return {
    giveBack: async () => {
      await db.execute(sql`
        update rate_limits set count = greatest(rate_limits.count - 1, 0)
        from (values ${counted}) as counted(key, window_start)
        where rate_limits.key = counted.key and rate_limits.window_start = counted.window_start`);
    },
  };
}
