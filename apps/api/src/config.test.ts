import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { resolveJwtSecret } from './lib/secrets.ts';

describe('configuration', () => {
  it('has working defaults: port 3000, embedded database, simulated payments', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      embeddedDatabase: true,
      PAYMENT_GATEWAY: 'simulated',
      APP_URL: 'http://localhost:3000',
      PAYMENT_WINDOW_MINUTES: 30,
    });
  });

  it('stops with one clear line for a malformed DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'localhost:5432/shop' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'localhost:5432/shop' })).toThrow(
      'Invalid configuration: DATABASE_URL must be a URL like postgres://user:password@host:5432/database',
    );
  });

  it('names the variable for a bad number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT/);
  });

  it('requires the Razorpay keys when the razorpay gateway is chosen', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID is required/);
  });
});

describe('the JWT secret', () => {
  it('S16 refuses to start in production without a secret, and refuses a short one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db:5432/shop' })).toThrow(
      /JWT_SECRET is required in production/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'too-short' })).toThrow(
      /JWT_SECRET must be at least 32 characters/,
    );
  });

  it('S16 generates at least 32 random bytes once on the embedded default and keeps them in DATA_DIR', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-secret-'));
    try {
      const first = await resolveJwtSecret(undefined, dir);
      expect(Buffer.from(first, 'base64url').length).toBeGreaterThanOrEqual(32);
      expect(await resolveJwtSecret(undefined, dir)).toBe(first);
      expect((await readFile(path.join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
      expect((await stat(path.join(dir, 'jwt-secret'))).mode & 0o077).toBe(0);
      expect(await resolveJwtSecret('configured-secret-configured-secret-123', dir)).toBe(
        'configured-secret-configured-secret-123',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
