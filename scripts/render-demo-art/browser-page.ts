import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Page } from 'playwright-core';
import type { ShotSpec } from './spec.ts';

const ENTRY = fileURLToPath(new URL('./browser/entry.ts', import.meta.url));

const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

/** Bundles the three.js scene code into one script: nothing is fetched at run time. */
async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild produced no output');
  return output.text;
}

export interface RenderPage {
  shoot(shot: ShotSpec): Promise<Buffer>;
  close(): Promise<void>;
}

/** Headless Chromium with software WebGL (SwiftShader), a blank page and the bundle loaded into it. */
export async function openRenderPage(): Promise<RenderPage> {
  const script = await bundle();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const page: Page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.error('page:', message.text());
  });
  await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
  await page.addScriptTag({ content: script });
  return {
    async shoot(shot) {
      const url = await page.evaluate((s) => window.renderShot(s), shot);
      return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    },
    close: () => browser.close(),
  };
}
