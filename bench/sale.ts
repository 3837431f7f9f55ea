import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { type LoadResult, load, median } from './load.ts';
import { repoRoot } from './server-process.ts';
import { repeat, type ShopperRun, shopper } from './shopper.ts';

/**
 * Browsing during a sale (issue 30): the cached listing and product page read under load while one shopper
 * places and cancels orders of that very product as fast as it can, against the same reads with no orders,
 * and, as a control, while the shopper only reads its cart at the same pace (so the control shows what the
 * shopper's own requests cost, and the sale what the orders do to the cache). The floor is the same reads while the
 * shopper asks for /health (one `select 1`) as fast as it can: what any client at its fastest pace costs the reads
 * on this machine, whatever the shop does for it (decision 0129). Conditions alternate within each
 * round, so the machine's drift hits them alike; medians of the rounds. The shopper is a process of its own
 * (bench/shopper-process.ts), as a shopper is another client: in this process its requests and replies would
 * take turns with the load generator's on one event loop and count against the reads.
 */
export interface SaleFigures {
  ordersPerSecond: number;
  idle: Record<string, LoadResult>;
  sale: Record<string, LoadResult>;
  control: Record<string, LoadResult>;
  floor: Record<string, LoadResult>;
  ratios: Record<string, number>;
}

/** One shopper placing and cancelling orders back to back for `seconds`; returns the orders per second. */
export async function buyAndCancelLoop(base: string, productId: string, size: string, seconds: number) {
  const { buyAndCancel } = await shopper(base, productId, size);
  const started = performance.now();
  const orders = await repeat(buyAndCancel, new Promise((resolve) => setTimeout(resolve, seconds * 1000)));
  return orders / ((performance.now() - started) / 1000);
}

export async function benchSale(
  base: string,
  productId: string,
  size: string,
  reads: Record<string, string>,
  rounds: number,
  seconds: number,
): Promise<SaleFigures> {
  const shopping = await shopperProcess(base, productId, size);
  const runs = { idle: [], sale: [], control: [], floor: [] } as Record<
    'idle' | 'sale' | 'control' | 'floor',
    Record<string, LoadResult>[]
  >;
  const orderRates: number[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      runs.idle.push(await measure(reads, seconds));

      const started = performance.now();
      shopping.start({ run: 'sale' });
      runs.sale.push(await measure(reads, seconds));
      const orders = await shopping.stop();
      const rate = orders / ((performance.now() - started) / 1000);
      orderRates.push(rate);

      shopping.start({ run: 'control', periodMs: 1000 / Math.max(rate, 0.1) });
      runs.control.push(await measure(reads, seconds));
      await shopping.stop();

      shopping.start({ run: 'floor' });
      runs.floor.push(await measure(reads, seconds));
      await shopping.stop();
    }
  } finally {
    shopping.exit();
  }
  const idle = medians(runs.idle);
  const sale = medians(runs.sale);
  const control = medians(runs.control);
  const floor = medians(runs.floor);
  const ratio = (a = 0, b = 1) => Math.round((a / b) * 1000) / 1000;
  const ratios: Record<string, number> = {};
  for (const name of Object.keys(reads)) {
    ratios[`${name}SaleVsIdle`] = ratio(sale[name]?.rps, idle[name]?.rps);
    ratios[`${name}ControlVsIdle`] = ratio(control[name]?.rps, idle[name]?.rps);
    ratios[`${name}FloorVsIdle`] = ratio(floor[name]?.rps, idle[name]?.rps);
  }
  return { ordersPerSecond: Math.round(median(orderRates) * 10) / 10, idle, sale, control, floor, ratios };
}

/** bench/shopper-process.ts started and signed in; `start` sets it going, `stop` answers the cycles it did. */
async function shopperProcess(base: string, productId: string, size: string) {
  const child: ChildProcess = fork(path.join(repoRoot, 'bench/shopper-process.ts'), [base, productId, size], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
  });
  // A shopper that dies (a refused request) fails the bench instead of leaving it waiting for a message.
  const died = once(child, 'exit').then(([code]) => {
    throw new Error(`the shopper process exited (${code}); its error is above`);
  });
  died.catch(() => {});
  const next = () => Promise.race([once(child, 'message'), died]);
  const [first] = (await next()) as unknown[];
  if (first !== 'ready') throw new Error(`the shopper process said ${JSON.stringify(first)}`);
  return {
    start: (run: ShopperRun) => child.send(run),
    async stop(): Promise<number> {
      const answered = next();
      child.send('stop');
      const [reply] = (await answered) as [{ cycles: number }];
      return reply.cycles;
    },
    exit: () => child.send('exit'),
  };
}

async function measure(reads: Record<string, string>, seconds: number) {
  const results: Record<string, LoadResult> = {};
  for (const [name, url] of Object.entries(reads)) results[name] = await load(url, { seconds });
  return results;
}

function medians(runs: Record<string, LoadResult>[]): Record<string, LoadResult> {
  const names = Object.keys(runs[0] ?? {});
  return Object.fromEntries(
    names.map((name) => {
      const of = runs.map((run) => run[name]).filter((r): r is LoadResult => r !== undefined);
      return [
        name,
        {
          rps: median(of.map((r) => r.rps)),
          p50: median(of.map((r) => r.p50)),
          p99: median(of.map((r) => r.p99)),
          errors: of.reduce((sum, r) => sum + r.errors, 0),
          non2xx: of.reduce((sum, r) => sum + r.non2xx, 0),
        },
      ];
    }),
  );
}
