import { describe, expect, it } from 'vitest';

describe('zodWithoutEval', () => {
  it('makes the Zod the web app bundles run jitless, so it never probes for eval under the CSP', async () => {
    await import('./zodWithoutEval.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
