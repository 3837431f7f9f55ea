import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support.ts';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** The scripts the home page loads before anything else: the entry and its modulepreloads. */
async function initialScripts(): Promise<string[]> {
  const html = await readFile(`${dist}index.html`, 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
}

describe('the built web app', () => {
  it('keeps the home page JavaScript at or under 150 KB gzip, without the admin area or the forms', async () => {
    const files = await initialScripts();
    let total = 0;
    for (const file of files) {
      const code = await readFile(`${dist}${file}`);
      total += gzipSync(code).length;
      const text = code.toString('utf8');
      // Lazy chunks stay lazy: the admin layout and Zod's schemas are not in the first load.
      expect(text, file).not.toContain('AdminLayout');
      expect(text, file).not.toContain('ZodError');
    }
    console.log(`home page JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files`);
    expect(total).toBeLessThanOrEqual(150 * 1024);
  });

  it("is served with a CSP that allows no inline script but the start-up spinner's own, by its hash", async () => {
    const response = await fetch(`${baseUrl()}/women/jewellery/women_rings`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    const html = await response.text();
    // Structured data (application/ld+json) is not run, and the CSP does not need to allow it; the one script
    // that runs inline is index.html's start-up spinner (decision 0076), allowed by its sha256 alone.
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]+>/);
    expect(html).toMatch(/<script type="application\/ld\+json">/);
  });
});
