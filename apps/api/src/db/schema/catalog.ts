import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, paise, requiredRef, timestamps, timestamptz } from './columns.ts';
import { users } from './users.ts';

/** A product that takes a text (engraving, a name) at an extra fee and extra days (issue 45). */
export interface PersonalisationCopy {
  label: string;
  maxChars: number;
  feePaise: number;
  leadDays: number;
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    id: id(),
    title: text('title').notNull(),
    /**
     * The readable address `/product/{slug}`: made from the title when the product is created (a trigger, so
     * every way of creating one gets it), unique, and kept when the title changes so links never break.
     */
    slug: text('slug').notNull().default(''),
    detail: text('detail').notNull().default(''),
    description: text('description').notNull().default(''),
    color: text('color').notNull(),
    pricePaise: paise('price_paise').notNull(),
    discountedPricePaise: paise('discounted_price_paise').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    topLevelCategory: text('top_level_category').notNull(),
    secondLevelCategory: text('second_level_category').notNull().default('jewellery'),
    thirdLevelCategory: text('third_level_category').notNull(),
    imageUrl: text('image_url').notNull(),
    /** Sum of the sizes' stock, kept in step by the catalogue and order services for cheap stock filters. */
    totalQuantity: integer('total_quantity').notNull().default(0),
    /** GST: the HSN code (7117 imitation jewellery, 7113 silver or gold) and the rate in percent; prices include it. */
    hsn: text('hsn').notNull().default('7117'),
    gstRate: numeric('gst_rate', { precision: 4, scale: 2, mode: 'number' }).notNull().default(3),
    /** Product facts for the product page (issue 17); unset means the page leaves the line out. */
    material: text('material'),
    weightGrams: numeric('weight_grams', { precision: 7, scale: 2, mode: 'number' }),
    dimensions: text('dimensions'),
    care: text('care'),
    warranty: text('warranty'),
    /** Declarations the law asks for (docs/law.md); null country or manufacturer: the shop's, from config. */
    countryOfOrigin: text('country_of_origin'),
    manufacturer: text('manufacturer'),
    netQuantity: text('net_quantity'),
    purity: text('purity'),
    /** BIS Hallmark Unique ID (six letters or digits) of a hallmarked piece. */
    huid: text('huid'),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingsCount: integer('ratings_count').notNull().default(0),
    /**
     * Raised by every change to the product or its stock (admin edit, orders reserving or releasing stock).
     * The admin form sends back the version it loaded; a different one means it is stale (S34).
     */
    version: integer('version').notNull().default(1),
    /**
     * Title (weight A), colour and category words (B: `women_earings` reads "women earrings"), description (C):
     * `product_search_vector(…)`, kept by a trigger on a change of those columns only, so a stock change does not
     * compute it again (migration 0042). The same category words feed the search_words dictionary (migration 0004).
     */
    searchVector: tsvector('search_vector').notNull().default(sql`''`),
    ...timestamps(),
    /** Deleted products stay for the orders that point at them; every listing skips them. */
    deletedAt: timestamptz('deleted_at'),
    /** Unlisted (a bulk edit): hidden from every storefront read and from cart adds; the admin still sees it. */
    listed: boolean('listed').notNull().default(true),
    /**
     * Finishes of one design (issue 45): products sharing a group id are shown as swatches of each other. The
     * group has no row of its own; the label and swatch colour name this product within it.
     */
    designGroupId: uuid('design_group_id'),
    finishLabel: text('finish_label'),
    finishSwatch: text('finish_swatch'),
    finishPosition: integer('finish_position').notNull().default(0),
    /** Null: the product takes no text. */
    personalisation: jsonb('personalisation').$type<PersonalisationCopy>(),
    /**
     * The product's own shipping box (centimetres, all three or none) and its weight packed in it (grams):
     * what the Shiprocket booking sends instead of the shop's default box and estimate (docs/shiprocket.md).
     */
    parcelLengthCm: numeric('parcel_length_cm', { precision: 4, scale: 1, mode: 'number' }),
    parcelBreadthCm: numeric('parcel_breadth_cm', { precision: 4, scale: 1, mode: 'number' }),
    parcelHeightCm: numeric('parcel_height_cm', { precision: 4, scale: 1, mode: 'number' }),
    packedWeightGrams: integer('packed_weight_grams'),
  },
  (t) => [
    check('products_price_check', sql`${t.pricePaise} > 0 and ${t.discountedPricePaise} > 0`),
    check('products_discounted_check', sql`${t.discountedPricePaise} <= ${t.pricePaise}`),
    check('products_total_quantity_check', sql`${t.totalQuantity} >= 0`),
    check('products_huid_check', sql`${t.huid} ~ '^[A-Z0-9]{6}$'`),
    check('products_hsn_check', sql`${t.hsn} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check('products_gst_rate_check', sql`${t.gstRate} >= 0 and ${t.gstRate} <= 40`),
    check('products_weight_check', sql`${t.weightGrams} > 0`),
    check(
      'products_parcel_box_check',
      sql`(${t.parcelLengthCm} is null and ${t.parcelBreadthCm} is null and ${t.parcelHeightCm} is null) or (${t.parcelLengthCm} between 0.5 and 200 and ${t.parcelBreadthCm} between 0.5 and 200 and ${t.parcelHeightCm} between 0.5 and 200)`,
    ),
    check('products_packed_weight_check', sql`${t.packedWeightGrams} between 1 and 30000`),
    // The listing's two orders (price, id) per category and shop-wide. The trailing columns are the other
    // filters, so a count or a page of ids with colour, discount and stock filters is an index-only scan.
    index('products_category_price_idx')
      .on(t.thirdLevelCategory, t.discountedPricePaise, t.id, t.color, t.discountPercent, t.totalQuantity)
      .where(sql`${t.deletedAt} is null and ${t.listed}`),
    index('products_price_idx')
      .on(t.discountedPricePaise, t.id, t.color, t.discountPercent, t.totalQuantity)
      .where(sql`${t.deletedAt} is null and ${t.listed}`),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_design_group_idx').on(t.designGroupId).where(sql`${t.designGroupId} is not null`),
    check('products_finish_swatch_check', sql`${t.finishSwatch} ~ '^#[0-9a-f]{6}$'`),
    uniqueIndex('products_slug_key').on(t.slug),
  ],
);

/** Stock is per size; the CHECK is the last line of defence against overselling. */
export const productSizes = pgTable(
  'product_sizes',
  {
    id: id(),
    productId: requiredRef('product_id', () => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('product_sizes_quantity_check', sql`${t.quantity} >= 0`),
    uniqueIndex('product_sizes_product_name_key').on(t.productId, t.name),
    // Size names are stored in lower case (docs/api.md), so filters match them with a plain, index-only lookup.
    check('product_sizes_name_lower_check', sql`${t.name} = lower(${t.name})`),
    // The listing's size filter: products that can be bought in a size now.
    index('product_sizes_in_stock_idx').on(t.name, t.productId).where(sql`${t.quantity} > 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: requiredRef('product_id', () => products.id, { onDelete: 'cascade' }),
    src: text('src').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: requiredRef('product_id', () => products.id, { onDelete: 'cascade' }),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    text: text('text').notNull(),
    /** Hidden by the admin: not listed, not counted in the product's rating. */
    hiddenAt: timestamptz('hidden_at'),
    /** The owner's public answer, shown under the review; null when there is none. */
    reply: text('reply'),
    repliedAt: timestamptz('replied_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'reviews_rating_check',
      sql`${t.rating} >= 0.5 and ${t.rating} <= 5 and (${t.rating} * 2) = floor(${t.rating} * 2)`,
    ),
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
  ],
);
