/**
 * At most `limit` runs of `work` at once; the others wait their turn in order. Picture decoding and encoding go
 * through one of these (catalog/uploads.service.ts), so a burst of heavy pictures keeps the rest of libuv's
 * threads free for files, DNS and hashing: one upload stalls nothing else (S71).
 */
export function workLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
