import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { pdfText } from '../../../test/helpers/pdf-text.ts';
import { addressFields, addToCart, createProduct, postCheckout } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';
import { createUser } from '../../../test/helpers/users.ts';

describe('a hallmarked piece on the tax invoice', () => {
  const t = setUpTestApp({ template: 'empty' });

  it('prints the HUID under its line; a piece without one prints none', async () => {
    const user = await createUser(t);
    const chain = await createProduct(t, { title: 'Hallmarked Chain', hsn: '7113' });
    const ring = await createProduct(t, { title: 'Plain Ring' });
    await t.db.execute(sql`update products set huid = 'AB12CD', purity = '22K916' where id = ${chain.id}`);
    await addToCart(t, user, chain.id, 's', 1);
    await addToCart(t, user, ring.id, 's', 1);
    const placed = await postCheckout(t, user, addressFields());
    expect(placed.statusCode, placed.body).toBe(201);
    const order = await payOrder(t, user, placed.json()._id);
    const res = await clientOf(t, user).get(`/api/orders/${order._id}/invoice`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('HUID AB12CD');
    expect(text.match(/HUID/g)).toHaveLength(1);
  });
});
