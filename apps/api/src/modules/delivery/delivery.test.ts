import { describe, expect, it } from 'vitest';
import { setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { indianToday, isoDate } from './working-days.ts';

describe('delivery by PIN code (GET /api/delivery/{pincode}) and the owner’s PIN rules', () => {
  const t = setUpTestApp({ template: 'empty', env: { DELIVERY_DAYS_MIN: '3', DELIVERY_DAYS_MAX: '5' } });
  const admin = setUpUser(t, { role: 'admin' });
  const customer = setUpUser(t);

  const check = (pincode: string) => t.app.inject({ method: 'GET', url: `/api/delivery/${pincode}` });
  const putRules = (rules: object[], user = admin) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-rules',
      headers: user.headers,
      payload: { rules },
    });
  const putCsv = (csv: string, user = admin) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-rules/csv',
      headers: { ...user.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
  const rules = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/delivery-rules', headers: admin.headers })).json()
      .rules;

  it('answers state, city, delivery, COD and two working-day dates from India Post’s directory', async () => {
    const res = await check('560001');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      pincode: '560001',
      state: 'Karnataka',
      city: 'Bangalore',
      serviceable: true,
      cod: true,
    });
    const today = isoDate(indianToday());
    expect(body.estimate.from > today).toBe(true);
    expect(body.estimate.to > body.estimate.from).toBe(true);
    for (const date of [body.estimate.from, body.estimate.to])
      expect(new Date(`${date}T00:00:00Z`).getUTCDay(), `${date} is a Sunday`).not.toBe(0);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('names the states the directory does not spell like our list: Telangana, Ladakh, Puducherry', async () => {
    expect((await check('500001')).json()).toMatchObject({ state: 'Telangana', city: 'Hyderabad' });
    expect((await check('194101')).json()).toMatchObject({ state: 'Ladakh', city: 'Leh' });
    expect((await check('605001')).json()).toMatchObject({ state: 'Puducherry' });
    // 605007 has post offices in Tamil Nadu and in Puducherry: no state is filled in for it.
    expect((await check('605007')).json()).toMatchObject({ state: null, serviceable: true });
  });

  it('refuses a malformed PIN code and one India Post does not know with 400 INVALID_PINCODE', async () => {
    for (const pin of ['12345', '012345', 'abcdef', '5600011', '999999']) {
      const res = await check(pin);
      expect(res.statusCode, pin).toBe(400);
      expect(res.json().code, pin).toBe('INVALID_PINCODE');
    }
    expect((await check('999999')).json().message).toMatch(/not in India Post's directory/);
  });

  it('lets only an admin read and change the PIN rules', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/delivery-rules' })).statusCode).toBe(401);
    const asCustomer = await putRules([{ prefix: '56', serviceable: false, cod: false }], customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(await rules()).toEqual([]);
  });

  it('applies the most specific rule: a prefix for a region, a whole PIN over it, extra days moving the dates', async () => {
    const before = (await check('560002')).json();
    const saved = await putRules([
      { prefix: '56', serviceable: true, cod: false, extraDays: 2 },
      { prefix: '560001', serviceable: false, cod: false },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().rules).toEqual([
      { prefix: '56', serviceable: true, cod: false, extraDays: 2 },
      { prefix: '560001', serviceable: false, cod: false, extraDays: 0 },
    ]);
    expect((await check('560001')).json()).toMatchObject({ serviceable: false, cod: false, estimate: null });
    const region = (await check('560002')).json();
    expect(region).toMatchObject({ serviceable: true, cod: false, state: 'Karnataka' });
    expect(region.estimate.from > before.estimate.from).toBe(true);
    expect(region.estimate.to > before.estimate.to).toBe(true);
    expect((await check('110001')).json()).toMatchObject({ serviceable: true, cod: true });
  });

  it('answers for a PIN the directory lacks when an owner rule names it whole', async () => {
    await putRules([{ prefix: '999999', serviceable: true, cod: true }]);
    expect((await check('999999')).json()).toMatchObject({
      state: null,
      city: null,
      serviceable: true,
      cod: true,
    });
  });

  it('refuses bad rules with INVALID_INPUT and keeps the earlier set', async () => {
    await putRules([{ prefix: '11', serviceable: false, cod: false }]);
    for (const bad of [
      [{ prefix: '0110', serviceable: true, cod: true }],
      [{ prefix: '1100011', serviceable: true, cod: true }],
      [{ prefix: '11', serviceable: true, cod: true, extraDays: 61 }],
      [
        { prefix: '11', serviceable: true, cod: true },
        { prefix: '11', serviceable: false, cod: true },
      ],
      [{ prefix: '11', serviceable: 'yes', cod: true }],
    ]) {
      const res = await putRules(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
    expect(await rules()).toEqual([{ prefix: '11', serviceable: false, cod: false, extraDays: 0 }]);
  });

  it('replaces the rules from an uploaded CSV, yes/no words and empty extra days included', async () => {
    const res = await putCsv(
      '\uFEFFpincode,serviceable,cod,extraDays\n400001,yes,no,1\n7,Yes,YES,\n\n744101,true,false,4\n',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rules).toEqual([
      { prefix: '400001', serviceable: true, cod: false, extraDays: 1 },
      { prefix: '7', serviceable: true, cod: true, extraDays: 0 },
      { prefix: '744101', serviceable: true, cod: false, extraDays: 4 },
    ]);
    expect((await check('744101')).json()).toMatchObject({
      state: 'Andaman and Nicobar Islands',
      cod: false,
    });
  });

  it('refuses a CSV with any bad row, naming every row, and changes nothing', async () => {
    const before = await rules();
    const res = await putCsv(
      'pincode,serviceable,cod,extraDays\n400001,yes,no,1\n0400,yes,no,\n500001,maybe,no,x\n400001,no,no,0\n',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_INPUT');
    const rows = res.json().details.map((d: { row: number }) => d.row);
    expect(rows).toEqual(expect.arrayContaining([3, 4, 5]));
    expect(rows).not.toContain(2);
    const noHeader = await putCsv('400001,yes,no,1\n');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toMatch(/first line must be pincode,serviceable,cod,extraDays/);
    expect(await rules()).toEqual(before);
    expect((await putCsv('pincode,serviceable,cod,extraDays\n', customer)).statusCode).toBe(403);
  });

  it('empties the rules with an empty set', async () => {
    expect((await putRules([])).json().rules).toEqual([]);
    expect((await check('744101')).json()).toMatchObject({ cod: true });
  });
});
