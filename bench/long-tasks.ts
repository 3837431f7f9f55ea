// `npx tsx bench/long-tasks.ts`: what makes Total Blocking Time, measured in a trace instead of Lighthouse's
// simulation. Each page is loaded cold as Lighthouse's phone (412 px, network not throttled) with a trace of the
// renderer's main thread; the figure is TBT's own sum, Σ max(0, 4 × task − 50 ms), over the tasks after the first
// contentful paint, as Lighthouse scales an unthrottled load to its 4× slower phone: over the tasks' wall time and
// over their CPU time (which other processes on a shared machine inflate less). BENCH_CPU_THROTTLE=4 has the
// browser throttle the CPU itself instead (the tasks then count as they are; Chrome counts the throttling as the
// thread's CPU time). BENCH_PAGES, BENCH_LISTING and BENCH_RUNS (5) as for `npm run bench:web`; BENCH_VERBOSE=1
// lists each load's long tasks and what ran in them; BENCH_KEEP_TRACE=file.json keeps the last load's trace, with
// V8's sampling profiler in it (which functions ran), for DevTools' Performance panel.
import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { median } from './load.ts';
import { benchPages, withDemoShopInChromium } from './web.ts';

const CPU_SLOWDOWN = 4;
const THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 1);
const SCALE = CPU_SLOWDOWN / THROTTLE;
const LONG_TASK_MS = 50;
/** Lighthouse's mobile preset's screen. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'v8.execute',
  ...(process.env.BENCH_KEEP_TRACE ? ['disabled-by-default-v8.cpu_profiler'] : []),
];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string; frame?: string; frames?: { processId?: number; url?: string }[] } };
}

interface Task {
  startMs: number;
  wallMs: number;
  cpuMs: number;
  /** The longest events inside the task: what ran (a script's evaluation, a timer, a message). */
  what: string;
}

export interface LoadFigures {
  /** Σ max(0, 4 × wall − 50 ms) over the tasks after the first contentful paint (4 × as the browser throttles). */
  tbtWallMs: number;
  /** The same over each task's CPU time. */
  tbtCpuMs: number;
  longTasks: Task[];
}

const shortUrl = (url: string | undefined) => (url ? (url.split('/').pop() ?? url).slice(0, 40) : '');

/** The main thread's top-level tasks after the first contentful paint, each with what ran in it. */
function tasksAfterFirstPaint(events: TraceEvent[]): Task[] {
  const threadNames = events.filter((e) => e.name === 'thread_name' && e.ph === 'M');
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  const main = threadNames.find(
    (e) => e.pid === paint.pid && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain',
  );
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= paint.ts);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain
      .filter((e) => e !== task && e.ts >= task.ts && e.ts < end && (e.dur ?? 0) > 1000)
      .filter((e) =>
        [
          'EvaluateScript',
          'v8.compileModule',
          'v8.evaluateModule',
          'FunctionCall',
          'TimerFire',
          'EventDispatch',
          'ParseHTML',
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'RunMicrotasks',
          'FireAnimationFrame',
          'v8.run',
        ].includes(e.name),
      )
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? ` ${shortUrl(e.args.data.url)}` : ''} ${Math.round((e.dur ?? 0) / 1000)}`,
      );
    return {
      startMs: Math.round((task.ts - paint.ts) / 1000),
      wallMs: Math.round((task.dur ?? 0) / 100) / 10,
      cpuMs: Math.round((task.tdur ?? 0) / 100) / 10,
      what: inside.join(', '),
    };
  });
}

async function loadOnce(browser: Browser, url: string): Promise<LoadFigures> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // The app has taken over when the served content is gone; then its effects, the reviews and the gallery.
    // Asked through the protocol: Playwright's waitForFunction would add its own script's evaluation to the trace.
    const takenOver = async () =>
      (
        await cdp.send('Runtime.evaluate', {
          expression: "!document.querySelector('.ssr, .boot')",
          returnByValue: true,
        })
      ).result.value === true;
    for (const deadline = Date.now() + 120_000; !(await takenOver()); ) {
      if (Date.now() > deadline) throw new Error(`the app never took over ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const raw = await browser.stopTracing();
    if (process.env.BENCH_KEEP_TRACE) writeFileSync(process.env.BENCH_KEEP_TRACE, raw);
    const trace = JSON.parse(raw.toString()) as { traceEvents: TraceEvent[] };
    const tasks = tasksAfterFirstPaint(trace.traceEvents);
    const over = (ms: number) => Math.max(0, ms * SCALE - LONG_TASK_MS);
    return {
      tbtWallMs: Math.round(tasks.reduce((sum, task) => sum + over(task.wallMs), 0)),
      tbtCpuMs: Math.round(tasks.reduce((sum, task) => sum + over(task.cpuMs), 0)),
      longTasks: tasks.filter((task) => over(task.wallMs) > 0 || over(task.cpuMs) > 0),
    };
  } finally {
    await context.close();
  }
}

export async function longTaskFigures(listingCategory = process.env.BENCH_LISTING ?? 'women_rings') {
  const runsPerPage = Number(process.env.BENCH_RUNS ?? 5);
  return withDemoShopInChromium('bench-long-tasks', async ({ url, browser }) => {
    const pages = await benchPages(url, listingCategory);
    const only = process.env.BENCH_PAGES?.split(',');
    const figures: Record<
      string,
      { tbtWallMs: number; tbtCpuMs: number; runsWall: string; runsCpu: string }
    > = {};
    for (const [name, pagePath] of Object.entries(pages)) {
      if (only && !only.includes(name)) continue;
      const loads: LoadFigures[] = [];
      for (let i = 0; i < runsPerPage; i++) {
        const load = await loadOnce(browser, `${url}${pagePath}`);
        if (process.env.BENCH_VERBOSE) {
          console.log(`${name} run ${i}: over wall ${load.tbtWallMs} ms, over CPU ${load.tbtCpuMs} ms`);
          for (const task of load.longTasks)
            console.log(`  +${task.startMs} ms: ${task.wallMs} wall, ${task.cpuMs} cpu — ${task.what}`);
        }
        loads.push(load);
      }
      figures[name] = {
        tbtWallMs: median(loads.map((load) => load.tbtWallMs)),
        tbtCpuMs: median(loads.map((load) => load.tbtCpuMs)),
        runsWall: loads.map((load) => load.tbtWallMs).join(' '),
        runsCpu: loads.map((load) => load.tbtCpuMs).join(' '),
      };
    }
    return figures;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await longTaskFigures());
