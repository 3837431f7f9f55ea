import { shopInfo } from '@shop/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function shopReply(env: Record<string, string>) {
  const t = await buildTestApp({ template: 'empty', env });
  apps.push(t);
  return t.app.inject({ method: 'GET', url: '/api/shop' });
}

describe('GET /api/shop', () => {
  it('S31 tells every page that payments are in test mode while the simulated gateway is active', async () => {
    const res = await shopReply({ PAYMENT_GATEWAY: 'simulated' });
    expect(res.statusCode).toBe(200);
    expect(shopInfo.parse(res.json())).toMatchObject({ name: 'MoonMade', paymentTestMode: true });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('S31 says no test mode with Razorpay, and the name comes from SHOP_NAME', async () => {
    const res = await shopReply({
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      SHOP_NAME: 'Chandni Jewels',
    });
    expect(res.json()).toMatchObject({ name: 'Chandni Jewels', paymentTestMode: false });
  });

  it('quotes the returns window and the delivery estimate from configuration for the product page', async () => {
    const defaults = await shopReply({});
    expect(defaults.json()).toMatchObject({ returnWindowDays: 7, deliveryDays: { min: 3, max: 7 } });
    const set = await shopReply({ RETURN_WINDOW_DAYS: '15', DELIVERY_DAYS_MIN: '2', DELIVERY_DAYS_MAX: '4' });
    expect(shopInfo.parse(set.json())).toMatchObject({
      returnWindowDays: 15,
      deliveryDays: { min: 2, max: 4 },
    });
  });

  it('gives the delivery rule every free-delivery promise is worded from', async () => {
    const defaults = await shopReply({});
    expect(defaults.json()).toMatchObject({ delivery: { charge: 0, freeFrom: 0 } });
    const set = await shopReply({ DELIVERY_CHARGE: '50', FREE_DELIVERY_MIN: '499' });
    expect(shopInfo.parse(set.json()).delivery).toEqual({ charge: 50, freeFrom: 499 });
  });

  it('names the seller and its grievance officer from configuration (E-Commerce Rules, rule 4)', async () => {
    const res = await shopReply({
      SHOP_LEGAL_NAME: 'Chandni Jewels LLP',
      GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
      GRIEVANCE_OFFICER_DESIGNATION: 'Head of Customer Care',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@chandni.example',
      GRIEVANCE_OFFICER_PHONE: '+91 98200 12346',
      SHOP_COUNTRY_OF_ORIGIN: 'India',
    });
    expect(shopInfo.parse(res.json())).toMatchObject({
      seller: { legalName: 'Chandni Jewels LLP', gstin: '29AABCM1234D1ZX', countryOfOrigin: 'India' },
      grievanceOfficer: {
        name: 'Meera Iyer',
        designation: 'Head of Customer Care',
        email: 'grievance@chandni.example',
        phone: '+91 98200 12346',
      },
    });
    expect(res.json().seller.address).toMatch(/Bengaluru/);
  });

  it('needs no sign-in, and ignores a token that is not valid', async () => {
    const t = apps[0];
    if (!t) throw new Error('no app');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/shop',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(200);
  });
});
