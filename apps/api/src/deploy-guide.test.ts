import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/**
 * The deploy guide (docs/deploy.md) is copied by people setting up a shop: its variables, with the placeholders (…)
 * filled in as an owner would, must be a production configuration the server accepts, and none of it may be
 * dead weight that hides a missing setting.
 */
async function deployVariables(): Promise<Record<string, string>> {
  const section = await readFile(new URL('../../../docs/deploy.md', import.meta.url), 'utf8');
  const block = section.slice(
    section.indexOf('```sh') + 5,
    section.indexOf('```', section.indexOf('```sh') + 5),
  );
  const exports = block.slice(block.indexOf('export '), block.indexOf('\nnpm '));
  const variables: Record<string, string> = {};
  for (const match of exports.matchAll(/([A-Z][A-Z0-9_]*)=('([^']*)'|(\S+))/g)) {
    const [, name, , quoted, bare] = match;
    if (name) variables[name] = quoted ?? bare ?? '';
  }
  return variables;
}

/** What the owner puts where the deploy guide shows "…". */
const OWNERS_VALUES: Record<string, string> = {
  DATABASE_URL: 'postgres://shop:secret@db.internal:5432/shop',
  JWT_SECRET: 'kept-in-the-secrets-store-and-long-enough-0123456789',
  RAZORPAY_KEY_ID: 'rzp_live_AbCdEf123',
  SHOP_LEGAL_NAME: 'Moonlit Jewels LLP',
  SHOP_GSTIN: '27AAPFU0939F1ZV',
  SHOP_STATE: 'Maharashtra',
  SHOP_ADDRESS: '5 Hill Road, Bandra West, Mumbai, Maharashtra 400050',
  SUPPORT_EMAIL: 'care@moonlit.example',
  SUPPORT_PHONE: '+91 98200 12345',
  GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
  GRIEVANCE_OFFICER_DESIGNATION: 'Grievance Officer',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@moonlit.example',
  GRIEVANCE_OFFICER_PHONE: '+91 98200 12346',
  SMTP_URL: 'smtps://shop:secret@smtp.example.com:465',
};

const filledIn = (variables: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [
      name,
      value.includes('…') ? (OWNERS_VALUES[name] ?? value.replaceAll('…', 'secret-value')) : value,
    ]),
  );

describe('the deploy guide (docs/deploy.md)', () => {
  it('S31 S33 is a production configuration the server accepts: Razorpay, a hop count for TRUST_PROXY, the seller', async () => {
    const env = filledIn(await deployVariables());
    expect(env.NODE_ENV).toBe('production');
    const config = loadConfig(env);
    expect(config.PAYMENT_GATEWAY).toBe('razorpay');
    expect(config.TRUST_PROXY).toBe(1);
    expect(config.SHOP_GSTIN).toBe('27AAPFU0939F1ZV');
  });

  it('runs more than one machine: pictures in a bucket, metrics on a private port, a longer grace on SIGTERM', async () => {
    const config = loadConfig(filledIn(await deployVariables()));
    expect(config.STORAGE).toBe('s3');
    expect(config.S3_BUCKET).toBe('moonmade-pictures');
    expect(config.S3_PUBLIC_URL).toBe('https://img.shop.example.com');
    expect(config.METRICS_PORT).toBe(9464);
    expect(config.SHUTDOWN_GRACE_SECONDS).toBe(20);
  });

  it('S31 S55 needs each of its required lines: without any one of them the server refuses to start', async () => {
    const env = filledIn(await deployVariables());
    for (const name of [
      'JWT_SECRET',
      'PAYMENT_GATEWAY',
      'SHOP_LEGAL_NAME',
      'SHOP_GSTIN',
      'SHOP_STATE',
      'SHOP_ADDRESS',
      'SUPPORT_EMAIL',
      'GRIEVANCE_OFFICER_NAME',
      'GRIEVANCE_OFFICER_DESIGNATION',
      'GRIEVANCE_OFFICER_EMAIL',
      'GRIEVANCE_OFFICER_PHONE',
    ]) {
      const { [name]: _left, ...without } = env;
      expect(() => loadConfig(without), name).toThrow(ConfigError);
    }
  });
});
