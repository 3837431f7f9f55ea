import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import type { TestUser } from '../../../test/helpers/users.ts';

export const shopifySample = () =>
  readFileSync(new URL('../../../test/fixtures/shopify-products-export.csv', import.meta.url), 'utf8');

/** A multipart/form-data body with one CSV file, as the admin page's FormData sends it. */
export function csvUpload(csv: string | Buffer, filename = 'catalogue.csv') {
  const boundary = `----shop${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function importCsv(t: TestApp, admin: TestUser, csv: string | Buffer, dryRun = false) {
  const upload = csvUpload(csv);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import${dryRun ? '?dryRun=true' : ''}`,
    headers: { ...admin.headers, ...upload.headers },
    payload: upload.payload,
  });
}

export async function exportCsv(t: TestApp, admin: TestUser): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/products/export.csv',
    headers: admin.headers,
  });
  if (res.statusCode !== 200) throw new Error(`export answered ${res.statusCode}: ${res.body}`);
  return res.body;
}

/** The export's rows as objects keyed by its header. */
export const csvObjects = (csv: string) =>
  parse(csv, { bom: true, columns: true }) as Record<string, string>[];
