import { mkdtemp, rm } from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { failedPictureImports } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCsv, shopifySample } from '../../../test/fixtures/catalog-io.ts';
import { clientOf } from '../../../test/helpers/client.ts';
import { sampleJpeg, startPictureServer } from '../../../test/helpers/picture-server.ts';
import { startAdminApp } from '../../../test/helpers/signed-in-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { fetchWaitingPictures } from './picture-imports.ts';

const SHOPIFY_CDN = 'https://cdn.shopify.com/s/files/1/0612/3456/7890/files/';
const METADATA = 'http://169.254.169.254/latest/meta-data/iam';

describe('failed picture imports: listed for the admin with the reason, and retried', () => {
  let server: http.Server;
  let dataDir: string;
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  /** While true the picture server answers 404, as a shop whose old CDN links broke. */
  let gone = true;

  const fetchPictures = () =>
    fetchWaitingPictures({ db: t.db, pictures: t.app.pictures, log: t.app.log, allowLoopback: true });
  const failed = async (user = admin) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/picture-imports/failed',
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return failedPictureImports.parse(res.json());
  };
  const retry = (id: string, user = admin) =>
    t.app.inject({ method: 'POST', url: `/api/admin/picture-imports/${id}/retry`, headers: user.headers });
  const statusOf = async (id: string) =>
    (await t.db.execute<{ status: string }>(sql`select status from picture_imports where id = ${id}`)).rows[0]
      ?.status;

  beforeAll(async () => {
    const jpeg = await sampleJpeg();
    let base: string;
    ({ server, base } = await startPictureServer((_req, res) => {
      if (gone) res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      else res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    }));
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-failed-pictures-'));
    ({ t, admin } = await startAdminApp({
      template: 'empty',
      env: { DATA_DIR: dataDir, PICTURE_FETCH_ALLOW_LOOPBACK: 'true' },
    }));
    customer = await createUser(t);
    const file = shopifySample()
      .replaceAll(SHOPIFY_CDN, base)
      .replace(`${base}layered-coin-necklace-model.jpg?v=1700555123`, METADATA);
    expect((await importCsv(t, admin, file)).json()).toMatchObject({ created: 6, pictures: 10 });
    await fetchPictures();
  });
  afterAll(async () => {
    await t?.close();
    server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lists every picture that could not be fetched, with its product and the reason', async () => {
    const list = await failed();
    expect(list.total).toBe(10);
    expect(list.content).toHaveLength(10);
    const refused = list.content.find((p) => p.sourceUrl === METADATA);
    expect(refused).toMatchObject({ reason: '169.254.169.254 is not a public address', attempts: 1 });
    expect(refused?.productTitle).toMatch(/necklace/i);
    const broken = list.content.filter((p) => p.sourceUrl !== METADATA);
    for (const picture of broken) expect(picture.reason).toBe('answered 404');
    expect(new Set(list.content.map((p) => p.productId)).size).toBeGreaterThan(1);
  });

  it('retries one: it waits again, is fetched into the gallery, and leaves the list; the retry is audited', async () => {
    gone = false;
    const before = await failed();
    const picture = before.content.find((p) => p.sourceUrl !== METADATA);
    if (!picture) throw new Error('no broken picture to retry');
    const res = await retry(picture.id);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ status: 'waiting' });
    const after = await failed();
    expect(after.total).toBe(9);
    expect(after.content.map((p) => p.id)).not.toContain(picture.id);

    await fetchPictures();
    expect(await statusOf(picture.id)).toBe('done');
    const product = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/products/${picture.productId}`,
        headers: admin.headers,
      })
    ).json();
    expect(product.images.map((i: { src: string }) => i.src)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/media\/uploads\/[a-f0-9]{32}\.webp$/)]),
    );
    const audit = await t.db.execute<{ action: string; entity_id: string }>(
      sql`select action, entity_id from audit_log where action = 'picture_import.retry'`,
    );
    expect(audit.rows).toEqual([{ action: 'picture_import.retry', entity_id: picture.productId }]);

    const again = await retry(picture.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT' });
  });

  it('S58 a retried picture on a non-public address is refused again and back in the list', async () => {
    const refused = (await failed()).content.find((p) => p.sourceUrl === METADATA);
    if (!refused) throw new Error('the refused picture is not listed');
    expect((await retry(refused.id)).statusCode).toBe(202);
    await fetchPictures();
    expect(await statusOf(refused.id)).toBe('failed');
    expect((await failed()).content.find((p) => p.id === refused.id)).toMatchObject({
      reason: '169.254.169.254 is not a public address',
    });
  });

  it('answers a clear error for an unknown or malformed id, and refuses customers', async () => {
    const unknown = await retry('0190a4a0-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const malformed = await retry('not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'INVALID_INPUT' });
    const refusedList = await clientOf(t, customer).get('/api/admin/picture-imports/failed');
    expect(refusedList.statusCode).toBe(403);
    const listed = (await failed()).content[0];
    if (!listed) throw new Error('nothing listed');
    expect((await retry(listed.id, customer)).statusCode).toBe(403);
    expect(await statusOf(listed.id)).toBe('failed');
  });
});
