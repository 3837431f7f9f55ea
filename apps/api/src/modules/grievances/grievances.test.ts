import { grievanceCreated } from '@shop/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { outbox } from '../../db/schema/index.ts';

const FILED = {
  name: 'Meera <b>Iyer</b>',
  email: 'Meera@Example.com',
  phone: '+91 98200 12345',
  orderId: 'ORD-1042',
  subject: 'Clasp broke <script>alert(1)</script>',
  message: 'The clasp of my chain broke on the second day.',
};

describe('the grievance desk (E-Commerce Rules, rule 4(5))', () => {
  const t = setUpTestApp({ template: 'empty', env: { TRUST_PROXY: 'true' } });
  const admin = setUpUser(t, { role: 'admin' });
  afterEach(() => vi.useRealTimers());

  let address = 0;
  /** Each filing from its own client address, so the per-address limit stays out of the way unless tested. */
  const file = (body: object, user?: TestUser, ip = `10.0.0.${++address}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/grievances',
      headers: { 'x-forwarded-for': ip, ...(user ? user.headers : {}) },
      payload: body,
    });
  const mailsTo = async (to: string) =>
    t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt));
  /** A token issued at the fake clock's time (the desk is read weeks later). */
  const adminHeaders = async () => ({ authorization: `Bearer ${await t.app.tokens.issue(admin.id, 0)}` });
  const desk = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/admin/grievances', headers: await adminHeaders() })
    ).json();

  it('files a grievance signed out: a ticket, 48 hours and one month, and the receipt mailed at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-31T06:00:00Z'));
    const res = await file(FILED);
    expect(res.statusCode, res.body).toBe(201);
    const created = grievanceCreated.parse(res.json());
    expect(created.ticket).toMatch(/^GRV-[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(created.acknowledgeBy).toBe('2026-02-02T06:00:00.000Z');
    expect(created.resolveBy).toBe('2026-02-28T06:00:00.000Z');
    const [receipt] = await mailsTo('meera@example.com');
    expect(receipt?.subject).toBe(`We received your grievance ${created.ticket}`);
    expect(receipt?.text).toContain('2 Feb 2026');
    // S68: what the complainant wrote is escaped in the mail.
    expect(receipt?.html).toContain('Clasp broke &lt;script&gt;');
    expect(receipt?.html).not.toContain('<script>');
    expect(receipt?.html).toContain('Meera &lt;b&gt;Iyer&lt;/b&gt;');
    const [alert] = await mailsTo('grievance@moonmade.in');
    expect(alert?.subject).toContain(created.ticket);
  });

  it('flags a ticket unanswered after 48 hours, then one open past the month, on the desk and in its counts (the dashboard reads them)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T09:30:00Z'));
    const { ticket } = (await file({ ...FILED, subject: 'Late parcel' })).json();
    const mine = () => desk().then((d) => d.content.find((g: { ticket: string }) => g.ticket === ticket));

    vi.setSystemTime(new Date('2026-03-12T09:29:00Z'));
    expect(await mine()).toMatchObject({ overdue: false, dueAt: '2026-03-12T09:30:00.000Z' });
    vi.setSystemTime(new Date('2026-03-12T09:31:00Z'));
    expect(await mine()).toMatchObject({ overdue: true });
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/grievances',
      headers: await adminHeaders(),
    });
    expect(dashboard.json().overdue).toBeGreaterThanOrEqual(1);

    // The officer answers: acknowledged; the next deadline is the month's end.
    const answered = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/grievances/${ticket}`,
      headers: await adminHeaders(),
      payload: { reply: 'We are sorry: a new parcel leaves today.', status: 'OPEN' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ overdue: false, dueAt: '2026-04-10T09:30:00.000Z' });
    const [replyMail] = await mailsTo('meera@example.com');
    expect(replyMail?.text).toContain('We are sorry: a new parcel leaves today.');

    vi.setSystemTime(new Date('2026-04-10T09:31:00Z'));
    expect(await mine()).toMatchObject({ overdue: true, status: 'OPEN' });
    const resolved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/grievances/${ticket}`,
      headers: await adminHeaders(),
      payload: { reply: 'Delivered and confirmed.', status: 'RESOLVED' },
    });
    expect(resolved.json()).toMatchObject({ status: 'RESOLVED', overdue: false, dueAt: null });
    expect((await mailsTo('meera@example.com'))[0]?.subject).toBe(`Resolved: your grievance ${ticket}`);
  });

  it('orders the desk by what falls due first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-02T10:00:00Z'));
    const later = (await file({ ...FILED, subject: 'Later' })).json().ticket;
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    const sooner = (await file({ ...FILED, subject: 'Sooner' })).json().ticket;
    const tickets = (await desk()).content.map((g: { ticket: string }) => g.ticket);
    expect(tickets.indexOf(sooner)).toBeLessThan(tickets.indexOf(later));
    const open = (await desk()).content.filter((g: { status: string }) => g.status === 'OPEN');
    const dues = open.map((g: { dueAt: string }) => g.dueAt);
    expect(dues).toEqual([...dues].sort());
  });

  it("shows signed-in customers their own tickets with replies, never another's (S68)", async () => {
    const asha = await createUser(t);
    const ravi = await createUser(t);
    const { ticket } = (await file({ ...FILED, email: asha.email, subject: 'Mine' }, asha)).json();
    await file({ ...FILED, email: ravi.email, subject: 'His' }, ravi);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/grievances/${ticket}`,
      headers: admin.headers,
      payload: { reply: 'Looking into it.', status: 'OPEN' },
    });
    const mine = await t.app.inject({ method: 'GET', url: '/api/grievances', headers: asha.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toHaveLength(1);
    expect(mine.json()[0]).toMatchObject({
      ticket,
      subject: 'Mine',
      replies: [{ body: 'Looking into it.' }],
    });
    expect(mine.json()[0]).not.toHaveProperty('email');
    expect((await t.app.inject({ method: 'GET', url: '/api/grievances' })).statusCode).toBe(401);
    const customerOnDesk = await t.app.inject({
      method: 'GET',
      url: '/api/admin/grievances',
      headers: asha.headers,
    });
    expect(customerOnDesk.statusCode).toBe(403);
    const customerReplies = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/grievances/${ticket}`,
      headers: ravi.headers,
      payload: { status: 'RESOLVED' },
    });
    expect(customerReplies.statusCode).toBe(403);
  });

  it('S68 limits filings per client address and refuses bad input, storing nothing', async () => {
    for (let i = 0; i < 5; i++) expect((await file(FILED, undefined, '10.9.9.9')).statusCode).toBe(201);
    const sixth = await file(FILED, undefined, '10.9.9.9');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await file(FILED, undefined, '10.9.9.10')).statusCode).toBe(201);
    const bad = await file({ ...FILED, email: 'not-mail', message: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_INPUT' });
    const unknown = await clientOf(t, admin).put('/api/admin/grievances/GRV-0000-0000-0000-0000', {
      status: 'RESOLVED',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('S68 tickets carry 80 random bits: a thousand are all different', async () => {
    const { newTicket } = await import('./grievances.service.ts');
    const tickets = new Set(Array.from({ length: 1000 }, () => newTicket()));
    expect(tickets.size).toBe(1000);
  });
});
