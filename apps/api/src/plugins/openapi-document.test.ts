import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/helpers/suite.ts';

/**
 * docs/openapi.json is the contract a newcomer reads without starting the shop. It is generated from the routes'
 * Zod schemas: `WRITE_OPENAPI=1 npx vitest run apps/api/src/plugins/openapi-document.test.ts` writes it anew,
 * and this test fails while the committed copy differs from what the routes say.
 */
const documentFile = new URL('../../../../docs/openapi.json', import.meta.url);

describe('the committed OpenAPI document', () => {
  const t = setUpTestApp();

  it('is what the routes generate', async () => {
    const generated = `${JSON.stringify((await t.app.inject({ method: 'GET', url: '/openapi.json' })).json(), null, 2)}\n`;
    if (process.env.WRITE_OPENAPI === '1') await writeFile(documentFile, generated);
    const committed = await readFile(documentFile, 'utf8').catch(() => '');
    expect(committed, 'docs/openapi.json is stale: run this test with WRITE_OPENAPI=1').toBe(generated);
  });
});
