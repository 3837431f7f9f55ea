import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setUpEmbeddedShop } from '../helpers/embedded-shop.ts';

// The embedded PostgreSQL killed while the shop runs: it is started again without anyone restarting the shop.
const lines: string[] = [];
const shop = setUpEmbeddedShop({ dirPrefix: 'shop-pg-dies-', onLine: (line) => lines.push(line) });

const postmasterPid = () =>
  Number(readFileSync(path.join(shop.dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

const signup = (email: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: { firstName: 'Asha', lastName: 'Rao', email, password: 'survives-a-crash' },
  });

describe('the embedded PostgreSQL dies while the shop runs', { timeout: 120_000 }, () => {
  it('is started again on the same port and data, and the shop recovers by itself', async () => {
    expect((await signup('before-the-crash@example.com')).statusCode).toBe(201);
    const killed = postmasterPid();
    process.kill(killed, 'SIGKILL');

    // Recovered: a new postmaster (its pid in the cluster's lock file) and the shop healthy on it.
    const recovered = async () =>
      postmasterPid() !== killed &&
      (await shop.app.inject({ method: 'GET', url: '/health' })).statusCode === 200;
    const deadline = Date.now() + 90_000;
    let back = false;
    while (!back && Date.now() < deadline) {
      back = await recovered().catch(() => false);
      if (!back) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(back).toBe(true);
    expect(lines.some((l) => l.startsWith('The embedded PostgreSQL ended unexpectedly (SIGKILL)'))).toBe(
      true,
    );
    // The data from before the crash is there, and the shop writes again.
    const again = await signup('before-the-crash@example.com');
    expect(again.statusCode).toBe(409);
    expect((await signup('after-the-crash@example.com')).statusCode).toBe(201);
  });
});
