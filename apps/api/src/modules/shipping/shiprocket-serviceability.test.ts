import { describe, expect, it } from 'vitest';
import { setUpShiprocketShop } from '../../../test/helpers/shiprocket.ts';
import { createUser } from '../../../test/helpers/users.ts';

describe('the PIN check asks Shiprocket (GET /api/delivery/{pincode}), falling back when it is down', () => {
  const { t, fake } = setUpShiprocketShop({ SHIPROCKET_PICKUP_PINCODE: '560025' });
  const check = (pincode: string) => t.app.inject({ method: 'GET', url: `/api/delivery/${pincode}` });

  it("follows the couriers' answer: served with COD, served without COD, not served", async () => {
    fake.withoutCod.add('400001');
    fake.unserviceable.add('110001');
    const served = await check('560001');
    expect(served.json()).toMatchObject({ serviceable: true, cod: true });
    expect(served.json().estimate).not.toBeNull();
    expect((await check('400001')).json()).toMatchObject({ serviceable: true, cod: false });
    expect((await check('110001')).json()).toMatchObject({ serviceable: false, cod: false, estimate: null });
    const question = fake.calls('/courier/serviceability').find((c) => c.query.includes('560001'));
    expect(question?.authorized).toBe(true);
    expect(new URLSearchParams(question?.query)).toEqual(
      new URLSearchParams({
        pickup_postcode: '560025',
        delivery_postcode: '560001',
        weight: '0.5',
        cod: '0',
      }),
    );
  });

  it('asks Shiprocket once per PIN while its answer is fresh', async () => {
    const before = fake.calls('/courier/serviceability').length;
    await check('600001');
    await check('600001');
    expect(fake.calls('/courier/serviceability').length).toBe(before + 1);
  });

  it('falls back to the built-in directory and rules when Shiprocket is down', async () => {
    fake.down = true;
    try {
      const res = await check('700001');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ pincode: '700001', serviceable: true, cod: true });
    } finally {
      fake.down = false;
    }
  });

  it("keeps the owner's rules first: a PIN the owner does not serve is not asked about", async () => {
    const admin = await createUser(t, { role: 'admin' });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-rules',
      headers: admin.headers,
      payload: { rules: [{ prefix: '500001', serviceable: false, cod: false }] },
    });
    expect(put.statusCode).toBe(200);
    const before = fake.calls('/courier/serviceability').length;
    expect((await check('500001')).json()).toMatchObject({ serviceable: false });
    expect(fake.calls('/courier/serviceability').length).toBe(before);
  });

  it('still refuses a malformed PIN without asking anyone', async () => {
    const before = fake.calls('/courier/serviceability').length;
    expect((await check('012345')).json().code).toBe('INVALID_PINCODE');
    expect(fake.calls('/courier/serviceability').length).toBe(before);
  });
});
