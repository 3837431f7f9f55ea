import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../../scripts/route-map.mjs', import.meta.url));

/**
 * docs/routes.md maps each route to its routes file, that file's services and its module's jobs. It is made from
 * docs/openapi.json (held fresh by openapi-document.test.ts) and the sources by `npm run routes:map`; this test
 * fails while the committed copy differs or a route's file cannot be found.
 */
describe('the committed route map', () => {
  it('is what the routes and sources give', () => {
    let problem = '';
    try {
      execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      problem = String((error as { stderr?: string }).stderr ?? error);
    }
    expect(problem, 'run npm run routes:map').toBe('');
  });
});
