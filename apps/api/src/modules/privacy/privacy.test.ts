import { consentHistory, personalDataExport } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { confirmEmail } from '../../../test/helpers/email-confirmation.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { pdfText } from '../../../test/helpers/pdf-text.ts';
import { addressFields, addToCart, createProduct, postCheckout } from '../../../test/helpers/shop.ts';
import { setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import type { TestUser } from '../../../test/helpers/users.ts';
import { erasedEmail } from './account-erasure.ts';

const PASSWORD = 'a-long-enough-password';

describe('data rights: consents, export, erasure (DPDP Act; S67)', () => {
  const t = setUpTestApp({ template: 'empty', env: { PRIVACY_NOTICE_VERSION: 'v7-2027' } });
  const admin = setUpUser(t, { role: 'admin' });

  /** A customer signed up through the API (the marketing box ticked), with a token. */
  async function signUp(email: string, firstName = 'Kavya'): Promise<TestUser & { email: string }> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { firstName, lastName: 'Menon', email, password: PASSWORD, marketingConsent: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const token = res.json().jwt as string;
    await confirmEmail(t, email, { authorization: `Bearer ${token}` });
    const [row] = (await t.db.execute<{ id: string }>(sql`select id from users where email = ${email}`)).rows;
    return {
      id: row?.id ?? '',
      email,
      password: PASSWORD,
      token,
      headers: { authorization: `Bearer ${token}` },
    };
  }

  /** A customer with one of everything: address, paid order with its invoice, review, wishlist, cart, grievance. */
  async function busyCustomer(email: string, firstName: string) {
    const user = await signUp(email, firstName);
    const ring = await createProduct(t);
    const address = addressFields({ firstName, lastName: 'Menon', email });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/addresses', headers: user.headers, payload: address }))
        .statusCode,
    ).toBeLessThan(300);
    await addToCart(t, user, ring.id, 's', 1);
    const placed = await postCheckout(t, user, address);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = await payOrder(t, user, placed.json()._id);
    await addToCart(t, user, ring.id, 'm', 1);
    await t.db.execute(sql`insert into wishlist_items (user_id, product_id) values (${user.id}, ${ring.id})`);
    await t.db.execute(sql`insert into reviews (id, product_id, user_id, author_name, rating, text)
      values (gen_random_uuid(), ${ring.id}, ${user.id}, ${firstName}, 5, ${`Lovely, says ${firstName}`})`);
    await t.app.inject({
      method: 'POST',
      url: '/api/grievances',
      headers: user.headers,
      payload: { name: `${firstName} Menon`, email, subject: 'Late', message: `Where is it? ${firstName}` },
    });
    return { user, order, ring };
  }

  it('records every consent with the notice version it answered and where it was given or withdrawn', async () => {
    const user = await signUp('consents@example.com');
    const off = await clientOf(t, user).put('/api/users/marketing', { consent: false });
    expect(off.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me/consents', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(consentHistory.parse(res.json())).toMatchObject([
      { purpose: 'marketing_email', given: true, noticeVersion: 'v7-2027', source: 'sign_up' },
      { purpose: 'marketing_email', given: false, noticeVersion: 'v7-2027', source: 'profile' },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/consents' })).statusCode).toBe(401);
  });

  it("S67 exports the signed-in person's data and nobody else's", async () => {
    const { user } = await busyCustomer('ira@example.com', 'Ira');
    await busyCustomer('zoya@example.com', 'Zoya');
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me/data', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const data = personalDataExport.parse(res.json());
    expect(data.profile).toMatchObject({ email: 'ira@example.com', firstName: 'Ira' });
    expect(data.addresses.length).toBeGreaterThanOrEqual(1);
    expect(data.orders).toHaveLength(1);
    expect(data.reviews).toMatchObject([{ text: 'Lovely, says Ira' }]);
    expect(data.wishlist).toHaveLength(1);
    expect(data.cart).toHaveLength(1);
    expect(data.grievances).toHaveLength(1);
    expect(data.consents).toMatchObject([{ purpose: 'marketing_email', given: true }]);
    expect(res.body).not.toMatch(/zoya/i);
    expect(res.body).not.toMatch(/password|token_hash|\$argon2/i);
  });

  it('S67 closes an account only with its password, ends every session, leaves nothing personal and keeps GST documents', async () => {
    const { user, order, ring } = await busyCustomer('neel@example.com', 'Neelambari');
    const wrong = await clientOf(t, user).delete('/api/users/me', { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: user.headers })).statusCode,
    ).toBe(200);
    const documentsBefore = await t.db.execute(sql`select count(*)::int as n from tax_documents`);

    const closed = await clientOf(t, user).delete('/api/users/me', { password: PASSWORD });
    expect(closed.statusCode, closed.body).toBe(204);

    // Every session and token ends.
    expect((await clientOf(t, user).get('/api/users/profile')).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { email: 'neel@example.com', password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);

    // Nothing personal readable anywhere in the database: not the email, the name, the phone or the street.
    const dump = await t.db.execute<{ text: string }>(sql`
      select concat_ws(' ',
        (select string_agg(row_to_json(u)::text, ' ') from users u),
        (select string_agg(row_to_json(a)::text, ' ') from addresses a),
        (select string_agg(row_to_json(o)::text, ' ') from orders o),
        (select string_agg(row_to_json(d)::text, ' ') from tax_documents d),
        (select string_agg(row_to_json(m)::text, ' ') from outbox m),
        (select string_agg(row_to_json(c)::text, ' ') from marketing_contacts c),
        (select string_agg(row_to_json(e)::text, ' ') from consent_events e),
        (select string_agg(row_to_json(g)::text, ' ') from grievances g),
        (select string_agg(row_to_json(r)::text, ' ') from reviews r),
        (select string_agg(row_to_json(l)::text, ' ') from audit_log l)) as text`);
    const everything = dump.rows[0]?.text ?? '';
    expect(everything).toContain('ira@example.com');
    for (const personal of ['neel@example.com', 'Neelambari']) {
      const at = everything.indexOf(personal);
      expect(at === -1 ? '' : everything.slice(Math.max(0, at - 200), at + 50), personal).toBe('');
    }

    // Consents withdrawn in the ledger, kept as proof under the anonymous address.
    const ledger = await t.db.execute<{ given: boolean; source: string; email: string }>(
      sql`select given, source, email from consent_events where user_id = ${user.id} order by at, id`,
    );
    expect(ledger.rows.at(-1)).toMatchObject({
      given: false,
      source: 'account_closed',
      email: erasedEmail(user.id),
    });

    // Not in the admin's customers or its search; the rating of the reviewed ring no longer counts the review.
    const customers = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers?q=neel',
      headers: admin.headers,
    });
    expect(customers.body).not.toContain('neel@example.com');
    const product = (await t.app.inject({ method: 'GET', url: `/api/products/id/${ring.id}` })).json();
    expect(product.ratingsCount).toBe(0);

    // The order and its GST documents stay, without the person; the invoice still renders.
    const documentsAfter = await t.db.execute(sql`select count(*)::int as n from tax_documents`);
    expect(documentsAfter.rows).toEqual(documentsBefore.rows);
    const [kept] = (
      await t.db.execute<{ state: string; pincode: string; total: number }>(sql`
        select shipping_address->>'state' as state, shipping_address->>'pincode' as pincode,
          total_discounted_price_paise as total from orders where id = ${order._id}`)
    ).rows;
    expect(kept).toMatchObject({ state: 'Karnataka', pincode: '560001' });
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/invoice`,
      headers: admin.headers,
    });
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain('Karnataka');
    expect(text).not.toContain('Neelambari');

    // The email may sign up again, as a new account with nothing of the old one.
    const again = await signUp('neel@example.com', 'Neel');
    expect(again.id).not.toBe(user.id);
    const fresh = (
      await t.app.inject({ method: 'GET', url: '/api/users/me/data', headers: again.headers })
    ).json();
    expect(fresh.orders).toHaveLength(0);
    expect(fresh.consents).toHaveLength(1);
  });

  it("refuses to close an administrator's account", async () => {
    const res = await clientOf(t, admin).delete('/api/users/me', { password: admin.password });
    expect(res.statusCode).toBe(403);
  });
});
