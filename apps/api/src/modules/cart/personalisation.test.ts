import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { payOrder } from '../../../test/helpers/pay.ts';
import { askForReturn, oneOfFirstLine } from '../../../test/helpers/returns.ts';
import { createProduct, getCart, postCheckout, putInCart } from '../../../test/helpers/shop.ts';
import { setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { orderItems, orders, outbox, products } from '../../db/schema/index.ts';

const ENGRAVING = { label: 'Engraving', maxChars: 12, feePaise: 20_000, leadDays: 4 };

describe('personalised pieces (issue 45)', () => {
  const t = setUpTestApp({ template: 'empty', env: { DELIVERY_CHARGE: '0' } });
  const admin = setUpUser(t, { role: 'admin' });

  const engravedRing = async () => {
    const ring = await createProduct(t, { price: 1000, discountedPrice: 800, sizes: { '7': 10 } });
    await t.db.update(products).set({ personalisation: ENGRAVING }).where(eq(products.id, ring.id));
    return ring;
  };
  const add = (user: TestUser, productId: string, text?: string, quantity = 1) =>
    putInCart(t, user, {
      productId,
      size: '7',
      quantity,
      ...(text === undefined ? {} : { personalisation: { text } }),
    });

  it('the admin form sets a personalisation; the product shows it; a bad one is refused', async () => {
    const base = {
      Image: '/media/demo/ring.webp',
      title: 'Name ring',
      color: 'Gold',
      price: 1200,
      topLevelCategory: 'women',
      thirdLevelCategory: 'women_rings',
      size: [{ name: '7', quantity: 3 }],
    };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.headers,
      payload: { ...base, personalisation: { label: 'Name', maxChars: 10, fee: 150, leadDays: 3 } },
    });
    expect(made.statusCode, made.body).toBe(201);
    const shown = await t.app.inject({ method: 'GET', url: `/api/products/id/${made.json().id}` });
    expect(shown.json().personalisation).toEqual({ label: 'Name', maxChars: 10, fee: 150, leadDays: 3 });
    for (const personalisation of [
      { label: 'Name', maxChars: 31, fee: 150, leadDays: 3 },
      { label: 'Name', maxChars: 0, fee: 150, leadDays: 3 },
      { label: '', maxChars: 10, fee: 150, leadDays: 3 },
      { label: 'Name', maxChars: 10, fee: -1, leadDays: 3 },
    ]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: admin.headers,
        payload: { ...base, personalisation },
      });
      expect(bad.statusCode, JSON.stringify(personalisation)).toBe(400);
    }
  });

  it('S69 validates the text on the server: characters, the product limit, a product that takes none; nothing is added', async () => {
    const ring = await engravedRing();
    const plain = await createProduct(t, { sizes: { '7': 5 } });
    const user = await createUser(t);
    for (const text of [
      '<script>',
      'Anu\u0000',
      'a'.repeat(13),
      '   ',
      'Anu; DROP',
      '=SUM(A1)',
      'Ānu',
      'a'.repeat(31),
    ]) {
      const res = await add(user, ring.id, text);
      expect(res.statusCode, text).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
    const onPlain = await add(user, plain.id, 'Anu');
    expect(onPlain.statusCode).toBe(400);
    expect(onPlain.json().message).toContain('cannot be personalised');
    expect((await getCart(t, user)).json().cartItems).toEqual([]);
  });

  it('each text is its own line; the fee is in the line amounts and the totals; texts are trimmed', async () => {
    const ring = await engravedRing();
    const user = await createUser(t);
    expect((await add(user, ring.id, '  Anu  &  Ravi ')).statusCode).toBe(200);
    expect((await add(user, ring.id, 'Anu & Ravi')).statusCode).toBe(200);
    expect((await add(user, ring.id, "O'Neil-2")).statusCode).toBe(200);
    expect((await add(user, ring.id)).statusCode).toBe(200);
    const cart = (await getCart(t, user)).json();
    expect(
      cart.cartItems.map((i: { quantity: number; personalisation: unknown }) => [
        i.quantity,
        i.personalisation,
      ]),
    ).toEqual([
      [2, { label: 'Engraving', text: 'Anu & Ravi', fee: 200 }],
      [1, { label: 'Engraving', text: "O'Neil-2", fee: 200 }],
      [1, null],
    ]);
    // 3 engraved at 800 + 200, one plain at 800.
    expect(cart.totalDiscountedPrice).toBe(3800);
    expect(cart.totalPayable).toBe(3800);
  });

  it('the order keeps the text and the fee; the GST breakup taxes the fee with the goods; the invoice line names it', async () => {
    const ring = await engravedRing();
    const user = await createUser(t);
    await add(user, ring.id, 'Anu');
    const placed = await postCheckout(t, user);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    expect(order.orderItems[0]).toMatchObject({
      discountedPrice: 1000,
      personalisation: { label: 'Engraving', text: 'Anu', fee: 200 },
      returnable: false,
    });
    expect(order.totalPayable).toBe(1000);
    const [line] = order.tax.lines;
    expect(line).toMatchObject({ price: 1000, rate: 3, title: `${ring.title} (Engraving: Anu)` });
    const paise = (rupees: number) => Math.round(rupees * 100);
    expect(paise(line.taxableValue) + paise(line.cgst) + paise(line.sgst) + paise(line.igst)).toBe(100_000);
    // 3 % GST inside ₹1,000 (Karnataka to Karnataka): CGST and SGST ₹14.56 each, ₹970.88 taxable.
    expect([line.taxableValue, line.cgst, line.sgst]).toEqual([970.88, 14.56, 14.56]);
  });

  it('the delivery estimate adds the product’s extra days when it is personalised', async () => {
    const ring = await engravedRing();
    const plain = await t.app.inject({ method: 'GET', url: '/api/delivery/560001' });
    const engraved = await t.app.inject({
      method: 'GET',
      url: `/api/delivery/560001?personalised=${ring.id}`,
    });
    expect(engraved.statusCode, engraved.body).toBe(200);
    expect(engraved.json().estimate.from > plain.json().estimate.from).toBe(true);
    expect(engraved.json().estimate.to > plain.json().estimate.to).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/delivery/560001?personalised=nope' });
    expect(bad.statusCode).toBe(400);
  });

  it('S69 a personalised line is not returnable (409 NOT_RETURNABLE) until the owner accepts it', async () => {
    const ring = await engravedRing();
    const user = await createUser(t);
    await add(user, ring.id, 'Anu');
    const order = (await postCheckout(t, user)).json();
    await payOrder(t, user, order._id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}/deliver`,
      headers: admin.headers,
    });
    const itemId = order.orderItems[0]._id;
    const ask = () => askForReturn(t, user.headers, order._id, oneOfFirstLine(order, 'Misspelt'));
    const refused = await ask();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NOT_RETURNABLE');
    const byShopper = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}/items/${itemId}/return-accepted`,
      headers: user.headers,
      payload: { accepted: true },
    });
    expect(byShopper.statusCode).toBe(403);
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}/items/${itemId}/return-accepted`,
      headers: admin.headers,
      payload: { accepted: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().orderItems[0].returnable).toBe(true);
    expect((await ask()).statusCode).toBe(201);
  });

  it('S69 the text is escaped in the mails, drawn as text on the packing slip and invoice, neutralised in the orders CSV', async () => {
    const ring = await engravedRing();
    await t.db
      .update(products)
      .set({ personalisation: { ...ENGRAVING, maxChars: 30 } })
      .where(eq(products.id, ring.id));
    const user = await createUser(t);
    const text = "-A & B's <3";
    // `<` is refused; the rest are allowed and must stay inert.
    expect((await add(user, ring.id, text)).statusCode).toBe(400);
    const allowed = "-A & B's";
    expect((await add(user, ring.id, allowed)).statusCode).toBe(200);
    const order = (await postCheckout(t, user)).json();
    await payOrder(t, user, order._id);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(item?.personalisationText).toBe(allowed);

    const mails = await t.db.select().from(outbox).where(eq(outbox.orderId, order._id));
    const placedMails = mails.filter((m) => m.html.includes('Engraving'));
    expect(placedMails.length).toBeGreaterThan(0);
    for (const mail of placedMails) {
      expect(mail.html).toContain('Engraving: -A &amp; B&#x27;s');
      expect(mail.html).not.toContain("B's");
      expect(mail.text).toContain("Engraving: -A & B's");
    }

    const slip = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/packing-slips',
      headers: admin.headers,
      payload: { ids: [order._id] },
    });
    expect(slip.statusCode).toBe(200);
    const { text: pages } = await extractText(await getDocumentProxy(new Uint8Array(slip.rawPayload)), {
      mergePages: true,
    });
    expect(pages.replace(/\s+/g, ' ')).toContain("Engraving: -A & B's");

    await t.db.execute(sql`update orders set created_at = '2026-03-05T06:00:00Z' where id = ${order._id}`);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export.csv?from=2026-03-05&to=2026-03-05',
      headers: admin.headers,
    });
    const rows = parse(csv.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r.orderId === order._id)?.personalisation).toBe("Engraving: -A & B's");

    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/invoice`,
      headers: user.headers,
    });
    expect(invoice.statusCode).toBe(200);
    const { text: invoiceText } = await extractText(
      await getDocumentProxy(new Uint8Array(invoice.rawPayload)),
      {
        mergePages: true,
      },
    );
    // The narrow item column wraps the line after the hyphen.
    expect(invoiceText.replace(/\s+/g, ' ')).toMatch(/\(Engraving: - ?A & B's\)/);

    const [row] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, order._id)));
    expect(row?.tax?.lines[0]?.title).toContain("(Engraving: -A & B's)");
  });
});
