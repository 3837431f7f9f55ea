/** What a work limit is doing now, and the most it has done at once since the process started. */
export interface WorkLoad {
  running: number;
  waiting: number;
  peakRunning: number;
  peakWaiting: number;
}

/**
 * At most `limit` runs of `work` at once; the others wait their turn in order. Picture decoding and encoding go
 * through one of these (catalog/uploads.service.ts), so a burst of heavy pictures keeps the rest of libuv's
 * threads free for files, DNS and hashing: one upload stalls nothing else (S71). `load()` is what `/metrics`
 * shows of it (the peaks tell an operator whether the cap was ever reached).
 */
export function workLimit(limit: number) {
  let running = 0;
  let peakRunning = 0;
  let peakWaiting = 0;
  const waiting: (() => void)[] = [];
  async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) {
      const turn = new Promise<void>((resolve) => waiting.push(resolve));
      peakWaiting = Math.max(peakWaiting, waiting.length);
      await turn;
    } else running++;
    peakRunning = Math.max(peakRunning, running);
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }
  const load = (): WorkLoad => ({ running, waiting: waiting.length, peakRunning, peakWaiting });
  return Object.assign(run, { load });
}
