import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveredTo } from '../../../test/helpers/delivered.ts';
import { reviewedByBuyer } from '../../../test/helpers/reviews.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { auditLog } from '../../db/schema/index.ts';

/** Issue 40: the owner answers a review; the answer shows under it, as plain text, and is audit logged. */
describe("the owner's reply to a review", () => {
  const t = setUpTestApp({ template: 'empty' });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t);
  const replyTo = (reviewId: string, text: string | null, headers = admin.headers) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/reviews/${reviewId}/reply`, headers, payload: { text } });

  it('is stored, shown under the review as given (never as HTML), changed, taken down, and logged each time', async () => {
    const { review } = await reviewedByBuyer(t, ring.id);
    expect(review.ownerReply).toBeNull();
    const reviewId = review._id;
    const reply = (text: string | null) => replyTo(reviewId, text);
    const shown = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/reviews/product/${ring.id}` })).json()[0].ownerReply;

    const text = 'Thank you! <script>alert(1)</script> & see you again';
    const answered = await reply(`  ${text}  `);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().ownerReply).toEqual({ text, repliedAt: expect.any(String) });
    expect(await shown()).toEqual({ text, repliedAt: expect.any(String) });
    const adminList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reviews',
      headers: admin.headers,
    });
    expect(adminList.json().content[0].ownerReply.text).toBe(text);

    expect((await reply('Thanks again')).json().ownerReply.text).toBe('Thanks again');
    expect((await reply('   ')).json().ownerReply).toBeNull();
    expect(await shown()).toBeNull();

    const logged = await t.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'review'), eq(auditLog.entityId, reviewId)))
      .orderBy(auditLog.createdAt);
    expect(logged).toEqual([
      { action: 'review.reply', before: { reply: null }, after: { reply: text } },
      { action: 'review.reply', before: { reply: text }, after: { reply: 'Thanks again' } },
      { action: 'review.reply-remove', before: { reply: 'Thanks again' }, after: { reply: null } },
    ]);
  });

  it('is the owner’s alone, refuses an over-long text and answers 404 for an unknown review', async () => {
    const buyer = await deliveredTo(t, ring.id);
    const unknown = crypto.randomUUID();
    const asBuyer = await replyTo(unknown, 'Hi', buyer.headers);
    expect(asBuyer.statusCode).toBe(403);
    const missing = await replyTo(unknown, 'Hi');
    expect(missing.statusCode).toBe(404);
    const long = await replyTo(unknown, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });
});
