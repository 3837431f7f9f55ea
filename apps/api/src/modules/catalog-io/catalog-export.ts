import { DECLARATION_KEYS, type DeclarationKey, type ProductDeclarations } from '@shop/contracts';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { neutraliseCell } from '../../lib/csv-cells.ts';
import { PRODUCT_COLUMNS, type ProductRow, toAdminProduct } from '../catalog/product-row.ts';
import {
  CATALOGUE_COLUMNS,
  type CatalogueColumn,
  categoryPath,
  colorLabel,
  finishCell,
  joinImages,
  personalisationCell,
} from './catalog-columns.ts';

type Cell = string | number;

/** Text cells are neutralised (S58); numbers stay numbers. */
const text = (value: string | null | undefined): string => neutraliseCell(value ?? '');

/** The law's declarations (docs/law.md), empty where the product leaves them to the shop's defaults. */
const declarationCells = (product: ProductDeclarations) =>
  Object.fromEntries(DECLARATION_KEYS.map((key) => [key, text(product[key])])) as Record<
    DeclarationKey,
    Cell
  >;

/** The whole live catalogue as our CSV, one row per product and size, oldest product first. */
export async function exportCatalogue(db: DbOrTx): Promise<string> {
  const rows = (
    await db.execute<ProductRow>(
      sql`select ${PRODUCT_COLUMNS} from products p where p.deleted_at is null order by p.created_at, p.id`,
    )
  ).rows;
  const records: Cell[][] = [];
  for (const row of rows) {
    const product = toAdminProduct(row);
    const finish = product.finishes.find((f) => f.productId === product.id);
    for (const size of product.sizes) {
      const record: Record<CatalogueColumn, Cell> = {
        id: product.id,
        title: text(product.title),
        detail: text(product.detail),
        description: text(product.description),
        category: categoryPath(product.topLevelCategory, product.thirdLevelCategory),
        color: colorLabel(product.color),
        price: product.price,
        discountedPrice: product.discountedPrice,
        size: text(size.name),
        stock: size.quantity,
        hsn: product.hsn,
        gstRate: product.gstRate,
        material: text(product.material),
        weightGrams: product.weightGrams ?? '',
        dimensions: text(product.dimensions),
        care: text(product.care),
        warranty: text(product.warranty),
        ...declarationCells(product),
        images: text(joinImages(product.images.map((image) => image.src))),
        design: finish ? (row.design_group_id ?? '') : '',
        finish: text(finish ? finishCell(finish.label, finish.color) : ''),
        personalisation: text(personalisationCell(product.personalisation)),
        parcelLengthCm: product.parcelLengthCm ?? '',
        parcelBreadthCm: product.parcelBreadthCm ?? '',
        parcelHeightCm: product.parcelHeightCm ?? '',
        packedWeightGrams: product.packedWeightGrams ?? '',
      };
      records.push(CATALOGUE_COLUMNS.map((column) => record[column]));
    }
  }
  // A byte-order mark so Excel reads the ₹ and accented names as UTF-8.
  return `\uFEFF${stringify([[...CATALOGUE_COLUMNS], ...records])}`;
}
