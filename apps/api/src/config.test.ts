import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { resolveJwtSecret } from './lib/secrets.ts';

/** Every setting a production shop requires, but its payment gateway. */
const productionShop = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  SHOP_LEGAL_NAME: 'Moonlit Jewels LLP',
  SHOP_GSTIN: '27AAPFU0939F1ZV',
  SHOP_STATE: 'Maharashtra',
  SHOP_ADDRESS: '5 Hill Road, Bandra West, Mumbai, Maharashtra 400050',
  SUPPORT_EMAIL: 'care@moonlit.example',
  GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
  GRIEVANCE_OFFICER_DESIGNATION: 'Grievance Officer',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@moonlit.example',
  GRIEVANCE_OFFICER_PHONE: '+91 98200 12346',
};
/** The same on the simulated gateway, which production takes only when told so. */
const simulatedProductionShop = {
  ...productionShop,
  PAYMENT_GATEWAY: 'simulated',
  ALLOW_SIMULATED_PAYMENTS: 'true',
};

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

  it('takes an smtp:// or smtps:// SMTP_URL and refuses anything else, naming it', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://shop:secret@smtp.example.com:465' }).SMTP_URL).toBe(
      'smtps://shop:secret@smtp.example.com:465',
    );
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com' })).toThrow(
      'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL',
    );
  });

  it('names the variable for a bad number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT/);
  });

  it('requires the Razorpay keys when the razorpay gateway is chosen', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID is required/);
  });

  it('ships by hand unless told otherwise, and requires every Shiprocket setting with shiprocket', () => {
    expect(loadConfig({}).SHIPPING_PROVIDER).toBe('manual');
    const shiprocket = {
      SHIPPING_PROVIDER: 'shiprocket',
      SHIPROCKET_EMAIL: 'api@moonmade.example',
      SHIPROCKET_PASSWORD: 'secret',
      SHIPROCKET_WEBHOOK_TOKEN: 'a-webhook-token-0123456789',
      SHIPROCKET_PICKUP_LOCATION: 'Primary',
    };
    expect(loadConfig(shiprocket).SHIPROCKET_API_URL).toBe('https://apiv2.shiprocket.in/v1/external');
    for (const key of [
      'SHIPROCKET_EMAIL',
      'SHIPROCKET_PASSWORD',
      'SHIPROCKET_WEBHOOK_TOKEN',
      'SHIPROCKET_PICKUP_LOCATION',
    ]) {
      expect(() => loadConfig({ ...shiprocket, [key]: '' })).toThrow(
        `Invalid configuration: ${key} is required when SHIPPING_PROVIDER=shiprocket`,
      );
    }
    expect(() => loadConfig({ ...shiprocket, SHIPROCKET_WEBHOOK_TOKEN: 'short' })).toThrow(
      /SHIPROCKET_WEBHOOK_TOKEN/,
    );
    expect(() => loadConfig({ SHIPPING_PROVIDER: 'dhl' })).toThrow(/SHIPPING_PROVIDER/);
  });
});

describe('payments in production', () => {
  const production = {
    ...productionShop,
    DATABASE_URL: 'postgres://shop@db:5432/shop',
    SHOP_LEGAL_NAME: 'MoonMade Crafts Private Limited',
  };
  const razorpayKeys = {
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  };

  it('S31 refuses to start in production without PAYMENT_GATEWAY, naming it in one line', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(
      /^Invalid configuration: PAYMENT_GATEWAY is required in production/,
    );
    expect(() => loadConfig({ ...production, PAYMENT_GATEWAY: '' })).toThrow(/PAYMENT_GATEWAY is required/);
  });

  it('S31 runs the simulated gateway in production only with ALLOW_SIMULATED_PAYMENTS=true, then in test mode', () => {
    expect(() => loadConfig({ ...production, PAYMENT_GATEWAY: 'simulated' })).toThrow(
      /^Invalid configuration: ALLOW_SIMULATED_PAYMENTS=true is required/,
    );
    expect(() =>
      loadConfig({ ...production, PAYMENT_GATEWAY: 'simulated', ALLOW_SIMULATED_PAYMENTS: 'false' }),
    ).toThrow(/ALLOW_SIMULATED_PAYMENTS/);
    const demo = loadConfig({
      ...production,
      PAYMENT_GATEWAY: 'simulated',
      ALLOW_SIMULATED_PAYMENTS: 'true',
    });
    expect(demo).toMatchObject({ PAYMENT_GATEWAY: 'simulated', paymentTestMode: true });
  });

  it('S31 takes razorpay in production with its keys, and is then not in test mode', () => {
    const live = loadConfig({ ...production, PAYMENT_GATEWAY: 'razorpay', ...razorpayKeys });
    expect(live).toMatchObject({ PAYMENT_GATEWAY: 'razorpay', paymentTestMode: false });
  });

  it('S31 keeps the simulated default outside production, in test mode', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
      PAYMENT_GATEWAY: 'simulated',
      paymentTestMode: true,
    });
  });
});

describe('TRUST_PROXY', () => {
  it('S33 takes false, a hop count, or a list of proxy addresses and CIDRs', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback, fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      'fd00::/8',
    ]);
  });

  it('S33 refuses anything else with one line naming it', () => {
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.internal', '1.2.3', '10.0.0.1/8/1', '-1', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /^Invalid configuration: TRUST_PROXY must be/,
      );
    }
  });

  it('S33 refuses true in production and warns about it elsewhere', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://shop@db:5432/shop',
        JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
        PAYMENT_GATEWAY: 'simulated',
        ALLOW_SIMULATED_PAYMENTS: 'true',
        TRUST_PROXY: 'true',
      }),
    ).toThrow(/^Invalid configuration: TRUST_PROXY=true is refused in production/);
    const development = loadConfig({ TRUST_PROXY: 'true' });
    expect(development.TRUST_PROXY).toBe(true);
    expect(development.warnings.join(' ')).toMatch(/TRUST_PROXY=true/);
    expect(loadConfig({ TRUST_PROXY: '1' }).warnings).toEqual([]);
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

describe('the seller on tax invoices', () => {
  it('has demo details outside production, with the GSTIN of its state', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
      SHOP_LEGAL_NAME: expect.any(String),
      SHOP_GSTIN: '29AABCM1234D1ZX',
      SHOP_STATE: 'Karnataka',
      INVOICE_PREFIX: 'INV',
    });
  });

  it('takes a well-formed GSTIN and a state spelt loosely', () => {
    const config = loadConfig({ SHOP_GSTIN: '27aapfu0939f1zv', SHOP_STATE: 'maharashtra' });
    expect(config).toMatchObject({ SHOP_GSTIN: '27AAPFU0939F1ZV', SHOP_STATE: 'Maharashtra' });
  });

  it.each([
    ['27AAPFU0939F1ZW', /^Invalid configuration: SHOP_GSTIN has a wrong check character$/],
    ['27AAPFU0939F1Z', /^Invalid configuration: SHOP_GSTIN must be 15 characters/],
    ['27AAPFU0939F1XV', /^Invalid configuration: SHOP_GSTIN must be 15 characters/],
    ['99AAPFU0939F1ZV', /^Invalid configuration: SHOP_GSTIN starts with 99, which is not a GST state code$/],
  ])('stops on the malformed GSTIN %s with one line naming SHOP_GSTIN', (gstin, message) => {
    expect(() => loadConfig({ SHOP_GSTIN: gstin, SHOP_STATE: 'Maharashtra' })).toThrow(message);
  });

  it('refuses a GSTIN of another state than SHOP_STATE, an unknown state and a bad prefix', () => {
    expect(() => loadConfig({ SHOP_GSTIN: '27AAPFU0939F1ZV' })).toThrow(
      /SHOP_GSTIN starts with state code 27, not the code of SHOP_STATE \(Karnataka\)/,
    );
    expect(() => loadConfig({ SHOP_STATE: 'Atlantis' })).toThrow(
      /^Invalid configuration: SHOP_STATE must be/,
    );
    expect(() => loadConfig({ INVOICE_PREFIX: 'CN' })).toThrow(/INVOICE_PREFIX must not be CN/);
    expect(() => loadConfig({ INVOICE_PREFIX: 'INVOICE' })).toThrow(/INVOICE_PREFIX must be 1 to 4/);
  });

  it('requires the seller in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
        PAYMENT_GATEWAY: 'simulated',
        ALLOW_SIMULATED_PAYMENTS: 'true',
      }),
    ).toThrow(/^Invalid configuration: SHOP_LEGAL_NAME is required in production/);
  });

  const seller = simulatedProductionShop;

  it('S55 refuses production without SHOP_ADDRESS or SUPPORT_EMAIL (printed on tax invoices), naming each', () => {
    for (const name of ['SHOP_ADDRESS', 'SUPPORT_EMAIL'] as const) {
      const { [name]: _left, ...without } = seller;
      expect(() => loadConfig(without), name).toThrow(
        new RegExp(`^Invalid configuration: ${name} is required in production`),
      );
      expect(() => loadConfig({ ...without, [name]: '' }), name).toThrow(ConfigError);
    }
    const config = loadConfig(seller);
    expect(config.SHOP_ADDRESS).toBe(seller.SHOP_ADDRESS);
    expect(config.SUPPORT_EMAIL).toBe(seller.SUPPORT_EMAIL);
  });

  it('S55 keeps the demo address and support mail outside production only', () => {
    const demo = loadConfig({});
    expect(demo.SHOP_ADDRESS).toMatch(/MoonMade Studio/);
    expect(demo.SUPPORT_EMAIL).toBe('care@moonmade.in');
  });
});

describe('the grievance officer (Consumer Protection (E-Commerce) Rules, 2020, rule 4)', () => {
  const production = simulatedProductionShop;

  it('refuses production without any one of the four settings, naming it', () => {
    for (const name of [
      'GRIEVANCE_OFFICER_NAME',
      'GRIEVANCE_OFFICER_DESIGNATION',
      'GRIEVANCE_OFFICER_EMAIL',
      'GRIEVANCE_OFFICER_PHONE',
    ] as const) {
      const { [name]: _left, ...without } = production;
      expect(() => loadConfig(without), name).toThrow(
        new RegExp(`^Invalid configuration: ${name} is required in production`),
      );
    }
    expect(loadConfig(production).GRIEVANCE_OFFICER_NAME).toBe('Meera Iyer');
  });

  it('has a demo officer outside production, India as the country of origin and a notice version', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.GRIEVANCE_OFFICER_EMAIL).toBe('grievance@moonmade.in');
    expect(config.SHOP_COUNTRY_OF_ORIGIN).toBe('India');
    expect(config.PRIVACY_NOTICE_VERSION).toMatch(/^[\w.-]+$/);
    expect(() => loadConfig({ GRIEVANCE_OFFICER_EMAIL: 'not-mail' })).toThrow(/GRIEVANCE_OFFICER_EMAIL/);
  });
});
