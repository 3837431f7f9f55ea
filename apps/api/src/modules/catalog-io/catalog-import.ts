import { setImmediate } from 'node:timers/promises';
import { type AdminProduct, isSafeImageUrl, type ProductInput } from '@shop/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { pictureImports, productHandles, products } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { updateProductIn } from '../catalog/admin-products.service.ts';
import { findAdminProduct } from '../catalog/catalog.service.ts';
import { setFinishesIn } from '../catalog/finishes.service.ts';
import { createProductsIn } from './create-many.ts';
import { readCsv } from './csv-records.ts';
import { checkDraft, type FetchedPictures, sameAsStored, storedPictures } from './draft-check.ts';
import type { ProductDraft, RowError } from './import-types.ts';
import { draftsFromOurCsv } from './our-format.ts';
import { draftsFromShopifyCsv, isShopifyCsv } from './shopify-format.ts';

export interface ImportSummary {
  format: 'moonmade' | 'shopify';
  created: number;
  updated: number;
  unchanged: number;
  /** Pictures waiting to be fetched from outside addresses once the import is in. */
  pictures: number;
  errors: RowError[];
}

interface Checked {
  draft: ProductDraft;
  input: ProductInput;
}

class DryRunRollback extends Error {}

/** Pictures on other sites are fetched afterwards (S58); our own /media paths are used as they are. */
const isOutsidePicture = (url: string) => /^https?:\/\//i.test(url) && isSafeImageUrl(url);

/**
 * Imports a catalogue CSV (ours or Shopify's product export). Every row is checked first; any error writes
 * nothing. Then every product is created or updated in ONE transaction (each audited as a form save would be);
 * a dry run does the same work and rolls it back, so its counts are exactly what the import would do.
 */
export async function importCatalogue(
  db: Database,
  actor: AuthUser,
  file: Buffer,
  options: { dryRun: boolean },
): Promise<ImportSummary> {
  const { headers, records } = readCsv(file);
  const format = isShopifyCsv(headers) ? 'shopify' : 'moonmade';
  const drafts = format === 'shopify' ? draftsFromShopifyCsv(records) : draftsFromOurCsv(records);
  const summary: ImportSummary = { format, created: 0, updated: 0, unchanged: 0, pictures: 0, errors: [] };
  const checked: Checked[] = [];
  for (const [index, draft] of drafts.entries()) {
    // Checking a big file is CPU work: let the shop answer its other requests every few products.
    if (index % 50 === 49) await setImmediate();
    const { input, errors } = checkDraft(draft);
    summary.errors.push(...errors);
    if (input && errors.length === 0) checked.push({ draft, input });
  }
  if (format === 'moonmade') summary.errors.push(...(await unknownIds(db, drafts)));
  if (summary.errors.length > 0) {
    summary.errors.sort((a, b) => a.row - b.row);
    return summary;
  }

  try {
    await db.transaction(async (tx) => {
      const fresh: Checked[] = [];
      const saved = new Map<ProductDraft, string>();
      for (const item of checked) {
        const isNew = await applyOne(tx, actor, item, summary, saved);
        if (isNew) fresh.push(isNew);
      }
      await createAll(tx, actor, fresh, summary, saved);
      await linkDesigns(tx, actor, checked, saved);
      if (options.dryRun) throw new DryRunRollback();
    });
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
  }
  return summary;
}

async function unknownIds(db: Database, drafts: ProductDraft[]): Promise<RowError[]> {
  const wanted = drafts.flatMap((d) => (d.match.kind === 'id' ? [{ id: d.match.id, row: d.firstRow }] : []));
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          wanted.map((w) => w.id),
        ),
        isNull(products.deletedAt),
      ),
    );
  const known = new Set(found.map((f) => f.id));
  return wanted
    .filter((w) => !known.has(w.id))
    .map((w) => ({
      row: w.row,
      column: 'id',
      message: 'is no product of this shop (leave it empty to add one)',
    }));
}

async function existingId(tx: Tx, draft: ProductDraft): Promise<string | undefined> {
  if (draft.match.kind === 'id') return draft.match.id;
  if (draft.match.kind !== 'handle') return undefined;
  const [row] = await tx
    .select({ id: productHandles.productId })
    .from(productHandles)
    .innerJoin(products, eq(products.id, productHandles.productId))
    .where(and(eq(productHandles.handle, draft.match.handle), isNull(products.deletedAt)));
  return row?.id;
}

async function fetchedFor(tx: Tx, productId: string): Promise<FetchedPictures> {
  const rows = await tx
    .select({ source: pictureImports.sourceUrl, stored: pictureImports.storedUrl })
    .from(pictureImports)
    .where(and(eq(pictureImports.productId, productId), eq(pictureImports.status, 'done')));
  return new Map(rows.flatMap((r) => (r.stored ? [[r.source, r.stored] as const] : [])));
}

/**
 * Rows sharing a `design` (ours) or a Shopify handle split by its finish option become one design, in file
 * order (issue 45); a file states each design whole, so a product moves out of any design it was in.
 */
async function linkDesigns(tx: Tx, actor: AuthUser, checked: Checked[], saved: Map<ProductDraft, string>) {
  const designs = new Map<string, { id: string; label: string | null; color: string | null }[]>();
  for (const { draft } of checked) {
    const id = saved.get(draft);
    if (!draft.finish || !id) continue;
    const members = designs.get(draft.finish.design) ?? [];
    members.push({ id, label: draft.finish.label, color: draft.finish.color });
    designs.set(draft.finish.design, members);
  }
  for (const members of designs.values()) {
    const [first] = members;
    if (!first || members.length < 2) continue;
    const pick = (key: 'label' | 'color') =>
      Object.fromEntries(members.flatMap((m) => (m[key] ? [[m.id, m[key]]] : [])));
    await setFinishesIn(
      tx,
      actor,
      first.id,
      { productIds: members.map((m) => m.id), labels: pick('label'), colors: pick('color') },
      true,
    );
  }
}

/** Updates a matched product, or answers the draft back when it is new (created with the others at once). */
async function applyOne(
  tx: Tx,
  actor: AuthUser,
  { draft, input }: Checked,
  summary: ImportSummary,
  saved: Map<ProductDraft, string>,
): Promise<Checked | undefined> {
  const id = await existingId(tx, draft);
  if (!id) return { draft, input };
  saved.set(draft, id);
  // Locked before it is read, so a sale or a fetched picture cannot change it between the two.
  await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('no key update');
  const stored = await findAdminProduct(tx, id);
  if (!stored) throw new Error(`product ${id} vanished during the import`);
  const pictures = storedPictures(input, await fetchedFor(tx, id));
  const next = { ...input, ...pictures, ...(pictures.images ? { images: pictures.images } : {}) };
  if (sameAsStored(next, stored)) {
    summary.unchanged++;
    return undefined;
  }
  const product = await updateProductIn(tx, actor, id, { ...next, version: stored.version });
  summary.updated++;
  await queuePictures(tx, [product], summary);
  return undefined;
}

async function createAll(
  tx: Tx,
  actor: AuthUser,
  fresh: Checked[],
  summary: ImportSummary,
  saved: Map<ProductDraft, string>,
): Promise<void> {
  const created = await createProductsIn(
    tx,
    actor,
    fresh.map((item) => item.input),
  );
  for (const [i, { draft }] of fresh.entries()) saved.set(draft, (created[i] as AdminProduct).id);
  const handles = fresh.flatMap(({ draft }, i) =>
    draft.match.kind === 'handle'
      ? [{ productId: (created[i] as AdminProduct).id, handle: draft.match.handle }]
      : [],
  );
  if (handles.length > 0) await tx.insert(productHandles).values(handles);
  summary.created += created.length;
  await queuePictures(tx, created, summary);
}

/** Pictures on other sites wait in picture_imports; a product's earlier waiting ones are replaced. */
async function queuePictures(tx: Tx, saved: AdminProduct[], summary: ImportSummary): Promise<void> {
  const rows = saved.flatMap((product) =>
    product.images
      .map((i) => i.src)
      .filter(isOutsidePicture)
      .map((sourceUrl, position) => ({ productId: product.id, sourceUrl, position })),
  );
  if (rows.length === 0) return;
  const ids = [...new Set(rows.map((r) => r.productId))];
  await tx
    .delete(pictureImports)
    .where(and(inArray(pictureImports.productId, ids), eq(pictureImports.status, 'waiting')));
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(pictureImports).values(rows.slice(i, i + 1000));
  summary.pictures += rows.length;
}
