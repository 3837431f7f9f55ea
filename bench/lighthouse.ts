import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

/** Issue 33's "slow machine": the mobile preset's network with the CPU six times slower instead of four. */
export const SLOW_CPU = 6;
const CATEGORIES = ['performance', 'seo', 'best-practices'];

interface Audit {
  score: number | null;
  numericValue?: number;
  details?: unknown;
}
export interface Lhr {
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<string, Audit | undefined>;
  runtimeError?: { code: string };
  /** Lighthouse's measure of the host CPU (higher is faster): figures from hosts far apart do not compare. */
  environment?: { benchmarkIndex?: number };
}

/**
 * One page load, audited twice: as Lighthouse's mobile preset (4× CPU) and with 6× CPU. The throttling is simulated
 * from one observed load, so both audits read the same trace: the slow line differs from the normal one only by
 * the CPU, not by what the shared machine did during the load.
 */
export async function auditTwice(url: string, port: number): Promise<{ normal: Lhr; slow: Lhr }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-lh-artifacts-'));
  try {
    const flags = { port, logLevel: 'error' as const, onlyCategories: CATEGORIES };
    await lighthouse(url, { ...flags, gatherMode: dir });
    const normal = (await lighthouse(url, { ...flags, auditMode: dir }))?.lhr as Lhr | undefined;
    // Lighthouse refuses to audit with other settings than it gathered with: the artifacts are told 6× instead.
    const slowThrottling = { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: SLOW_CPU };
    const artifactsFile = path.join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
    artifacts.settings.throttling = slowThrottling;
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const slow = (await lighthouse(url, { ...flags, auditMode: dir, throttling: slowThrottling }))?.lhr as
      | Lhr
      | undefined;
    if (!normal || !slow) throw new Error(`lighthouse gave no result for ${url}`);
    return { normal, slow };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

function requests(lhr: Lhr): NetworkRequest[] {
  return (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function bytesOf(lhr: Lhr, type: string, field: 'transferSize' | 'resourceSize'): number {
  return kb(
    requests(lhr)
      .filter((request) => request.resourceType === type)
      .reduce((total, request) => total + (request[field] ?? 0), 0),
  );
}

const value = (lhr: Lhr, id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);

/** The audits of these categories that scored below 1 (weighted ones only: those move the score). */
function failedAudits(lhr: Lhr, categories: string[]): string[] {
  return categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}:${ref.id}`),
  );
}

/** The figures `npm run bench:web` reports for one load. */
export function figuresOf({ normal, slow }: { normal: Lhr; slow: Lhr }) {
  const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  return {
    performance: score(normal, 'performance'),
    lcpMs: value(normal, 'largest-contentful-paint'),
    tbtMs: value(normal, 'total-blocking-time'),
    cls: Math.round((normal.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    fcpMs: value(normal, 'first-contentful-paint'),
    // Script bytes of the load: as sent (compressed, with headers) and as the browser parses them.
    scriptKb: bytesOf(normal, 'Script', 'transferSize'),
    scriptParsedKb: bytesOf(normal, 'Script', 'resourceSize'),
    // Main-thread work of the load, scaled by Lighthouse to the throttled phone's CPU (4×).
    mainThreadMs: value(normal, 'mainthread-work-breakdown'),
    // Pictures Lighthouse's phone downloaded (412 px wide, device pixel ratio 1.75), transfer sizes.
    imageKb: bytesOf(normal, 'Image', 'transferSize'),
    slowPerformance: score(slow, 'performance'),
    slowLcpMs: value(slow, 'largest-contentful-paint'),
    slowTbtMs: value(slow, 'total-blocking-time'),
    seo: score(normal, 'seo'),
    bestPractices: score(normal, 'best-practices'),
    failedAudits: failedAudits(normal, ['seo', 'best-practices']),
    hostBenchmarkIndex: Math.round(normal.environment?.benchmarkIndex ?? 0),
  };
}
export type PageFigures = ReturnType<typeof figuresOf>;
