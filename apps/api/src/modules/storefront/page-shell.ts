import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVED_FACE } from './served-look.ts';

/** The web app's source page: used when there is no build (API tests, a fresh checkout), with the same markers. */
const SOURCE_INDEX = fileURLToPath(new URL('../../../../web/index.html', import.meta.url));

const HEAD_MARKER = /<!--page-head[^>]*-->/;
const CONTENT_MARKER = /<!--page-content[^>]*-->/;
/** The app's generic title and description, which every page's own head replaces. */
const GENERIC_HEAD = [/<title>[^<]*<\/title>\s*/, /<meta name="description"[^>]*>\s*/];
/** An inline script of index.html (the start-up spinner's), not one with a `src`. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The heading face the app loads from script (apps/web/src/app/fonts.ts), as Vite names it in the build. */
const HEADING_FONT = /^cormorant-garamond-latin-600-normal-[\w-]+\.woff2$/;

/**
 * The served page's headings, logo and prices in the app's face: the same file the app asks for, declared in CSS
 * (not preloaded, which would hold the first paint, decision 0034) under the served page's own name with
 * `font-display: optional`, so it is used only when it is there at once and never moves a line by arriving later
 * (served-look.ts). Nothing without a build (API tests).
 */
function headingFontFace(webRoot: string): string {
  const assets = path.join(webRoot, 'assets');
  const file = existsSync(assets) ? readdirSync(assets).find((name) => HEADING_FONT.test(name)) : undefined;
  return file
    ? `<style>@font-face{font-family:"${SERVED_FACE}";font-weight:600;font-style:normal;font-display:optional;src:url(/assets/${file}) format("woff2")}</style>\n`
    : '';
}

/** The built index.html cut at its two markers: every storefront page is `before + head + middle + content + after`. */
export interface PageShell {
  before: string;
  middle: string;
  after: string;
  /** CSP sources (`'sha256-…'`) of the page's own inline scripts, the only inline scripts the page may run (S13). */
  scriptHashes: string[];
}

export function loadPageShell(webRoot: string): PageShell {
  const built = path.join(webRoot, 'index.html');
  let html = readFileSync(existsSync(built) ? built : SOURCE_INDEX, 'utf8');
  for (const pattern of GENERIC_HEAD) html = html.replace(pattern, '');
  const head = HEAD_MARKER.exec(html);
  const content = CONTENT_MARKER.exec(html);
  if (!head || !content || content.index < head.index)
    throw new Error('index.html lacks the <!--page-head--> and <!--page-content--> markers');
  const scriptHashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '')
        .digest('base64')}'`,
  );
  return {
    before: html.slice(0, head.index) + headingFontFace(webRoot),
    middle: html.slice(head.index + head[0].length, content.index),
    after: html.slice(content.index + content[0].length),
    scriptHashes,
  };
}

export function fillShell(shell: PageShell, head: string, content: string): string {
  return shell.before + head + shell.middle + content + shell.after;
}

/** The shop's Content-Security-Policy with the page's inline scripts allowed by hash (never `'unsafe-inline'`). */
export function allowShellScripts(policy: string, shell: PageShell): string {
  if (shell.scriptHashes.length === 0) return policy;
  return policy.replace(
    /(^|;\s*)script-src([^;]*)/,
    (_, start: string, sources: string) => `${start}script-src${sources} ${shell.scriptHashes.join(' ')}`,
  );
}
