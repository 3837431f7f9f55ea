// Zod schemas for the catalog area: shared by the API (validation, OpenAPI) and the web app (forms).
import { z } from 'zod';
import {
  COLORS,
  type Color,
  LISTING_PAGE_SIZE,
  MAX_PAGE_SIZE,
  SORTS,
  STOCK_FILTERS,
  THIRD_LEVEL_CATEGORIES,
  TOP_LEVEL_CATEGORIES,
} from '../catalog.ts';
import { boundedText, unset } from './common.ts';
import { declarationFields, productDeclarations } from './declarations.ts';

/**
 * Highest price the shop accepts, in rupees (one crore). With at most MAX_CART_LINES lines of QUANTITY_MAX
 * each, an order's total stays below 10^12 paise: exact as a JavaScript number and far inside the bigint
 * columns (S36). A larger price is a 400 from validation.
 */
export const MAX_PRICE_RUPEES = 10_000_000;
export const MAX_SIZE_QUANTITY = 100_000;

/** `Gold`, `Rose Gold`, `rose_gold`, `ROSEGOLD` → `gold` / `rosegold`; anything else is returned as typed. */
export function normaliseColor(value: string): string {
  return value.toLowerCase().replace(/[\s_-]+/g, '');
}

export function isColor(value: string): value is Color {
  return (COLORS as readonly string[]).includes(value);
}

const DECIMAL = /^\d{1,12}(\.\d{1,6})?$/;

/** A number, or a numeric string as the spec's admin form sends it (`"1499"`); anything else is rejected. */
export const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(DECIMAL, 'must be a number')
    .transform((value) => Number(value)),
]);

/** Rupees with at most two decimals (whole paise). */
const rupees = (min: number) =>
  numeric.pipe(
    z
      .number()
      .min(min, `must be at least ${min}`)
      .max(MAX_PRICE_RUPEES, `must be at most ${MAX_PRICE_RUPEES}`)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must be whole paise'),
  );

const integer = (min: number, max: number) =>
  numeric.pipe(
    z
      .number()
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
  );

// ---------------------------------------------------------------------------------------------------------
// Listing query

/** A comma list (`gold,silver`), repeated keys, or the spec's unset markers; empty items are dropped. */
const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    const joined = Array.isArray(value) ? value.join(',') : unset(value);
    if (typeof joined !== 'string') return joined;
    const items = joined
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && part !== 'null' && part !== 'undefined');
    return items.length > 0 ? items : undefined;
  }, z.array(item).max(20, 'has too many values').optional());

const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => unset(typeof value === 'string' ? value.trim() : value), schema.optional());

const colorParam = z
  .string()
  .transform(normaliseColor)
  .refine(isColor, { message: `must be one of ${COLORS.join(', ')}` });

const sizeParam = z
  .string()
  .max(20, 'must be at most 20 characters')
  .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters')
  .transform((value) => value.toLowerCase());

export const productListQuery = z.object({
  color: commaList(colorParam),
  size: commaList(sizeParam),
  sizes: commaList(sizeParam),
  minPrice: optionalParam(rupees(0)),
  maxPrice: optionalParam(rupees(0)),
  minDiscount: optionalParam(integer(0, 100)),
  category: optionalParam(
    z
      .string()
      .transform((value) => value.toLowerCase())
      .pipe(
        z.enum(THIRD_LEVEL_CATEGORIES, { message: `must be one of ${THIRD_LEVEL_CATEGORIES.join(', ')}` }),
      ),
  ),
  stock: optionalParam(z.enum(STOCK_FILTERS, { message: `must be one of ${STOCK_FILTERS.join(', ')}` })),
  sort: optionalParam(z.enum(SORTS, { message: `must be one of ${SORTS.join(', ')}` })),
  pageNumber: optionalParam(integer(0, 1_000_000_000)),
  pageSize: optionalParam(integer(1, MAX_PAGE_SIZE)),
  q: optionalParam(
    z
      .string()
      .max(200, 'must be at most 200 characters')
      .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters'),
  ),
});
export type ProductListQuery = z.infer<typeof productListQuery>;
export const DEFAULT_PAGE_SIZE = LISTING_PAGE_SIZE;

// ---------------------------------------------------------------------------------------------------------
// Product as the API answers it

export const productSize = z.object({ _id: z.string(), name: z.string(), quantity: z.number().int() });
export type ProductSize = z.infer<typeof productSize>;

const topCategory = z.object({ name: z.string(), level: z.literal(1), parent: z.null() });
const secondCategory = z.object({ name: z.string(), level: z.literal(2), parent: topCategory });
export const productCategory = z.object({ name: z.string(), level: z.literal(3), parent: secondCategory });

/** One finish of a design (issue 45): itself or a linked product, as a swatch shows it. */
export const productFinish = z.object({
  productId: z.string(),
  /** The finish's readable address part (`/product/{slug}`). */
  slug: z.string(),
  label: z.string(),
  /** The swatch colour, `#rrggbb`. */
  color: z.string(),
  inStock: z.boolean(),
  thumbnail: z.string(),
});
export type ProductFinish = z.infer<typeof productFinish>;

/** A product that takes a text (a name, initials): its label, longest text, fee per piece in rupees, extra days. */
export const productPersonalisation = z.object({
  label: z.string(),
  maxChars: z.number().int(),
  fee: z.number(),
  leadDays: z.number().int(),
});
export type ProductPersonalisation = z.infer<typeof productPersonalisation>;

export const product = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  /** The readable address: `/product/{slug}` (the spec's `/product/{id}` keeps working). */
  slug: z.string(),
  Image: z.string(),
  images: z.array(z.object({ src: z.string() })),
  detail: z.string(),
  description: z.string(),
  color: z.string(),
  price: z.number(),
  discountedPrice: z.number(),
  discountPercent: z.number(),
  /** The average review rating, 0 to 5. */
  rating: z.number(),
  /** The same average: the spec's client draws its stars from `numRatings`. */
  numRatings: z.number(),
  /** How many ratings there are. */
  ratingsCount: z.number().int(),
  sizes: z.array(productSize),
  size: z.array(productSize),
  quantity: z.number().int(),
  topLevelCategory: z.string(),
  secondLevelCategory: z.string(),
  thirdLevelCategory: z.string(),
  category: productCategory,
  inStock: z.boolean(),
  /** GST: HSN code and rate in percent (prices include it). */
  hsn: z.string(),
  gstRate: z.number(),
  /** Product facts (null when the shop has not given them): material and finish, weight in grams, etc. */
  material: z.string().nullable(),
  weightGrams: z.number().nullable(),
  dimensions: z.string().nullable(),
  care: z.string().nullable(),
  warranty: z.string().nullable(),
  ...productDeclarations,
  createdAt: z.string(),
  /** The finishes of this design, itself included, in the owner's order; empty when it has no siblings. */
  finishes: z.array(productFinish),
  /** How many finishes the design has (1 for a product on its own). */
  finishCount: z.number().int(),
  /** Null: the product takes no text. */
  personalisation: productPersonalisation.nullable(),
});
export type Product = z.infer<typeof product>;

/**
 * A product as the back office sees it: with `version`, which every change to the product or its stock raises.
 * The edit form sends it back, so a save over a product that changed meanwhile is refused (S34).
 */
/** `listed: false` is a product a bulk edit unlisted: the storefront hides it, the back office shows it. */
export const adminProduct = product.extend({
  version: z.number().int(),
  listed: z.boolean(),
  /** The product's shipping box in cm (all three or none) and packed weight in grams; null: the shop's defaults. */
  parcelLengthCm: z.number().nullable(),
  parcelBreadthCm: z.number().nullable(),
  parcelHeightCm: z.number().nullable(),
  packedWeightGrams: z.number().int().nullable(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const productPage = z.object({
  content: z.array(product),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductPage = z.infer<typeof productPage>;

export const adminProductPage = productPage.extend({ content: z.array(adminProduct) });
export type AdminProductPage = z.infer<typeof adminProductPage>;

// ---------------------------------------------------------------------------------------------------------
// Admin create and update

/** Our own uploads and demo art, e.g. `/media/uploads/3f…a1.webp`; no `..`, no doubled slashes. */
const OWN_MEDIA_PATH = /^\/media\/(uploads|demo)\/[A-Za-z0-9_-]+(?:[./][A-Za-z0-9_-]+)*$/;

/** An image URL a browser may load: http(s) or one of our own media paths, never `javascript:` or `data:` (S13). */
export function isSafeImageUrl(value: string): boolean {
  if (OWN_MEDIA_PATH.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const imageUrl = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(2048, 'must be at most 2048 characters')
  .refine(isSafeImageUrl, 'must be an http(s) URL or an uploaded image');

const sizeInput = z.strictObject({
  /** Accepted and ignored: sizes are matched by name, so an edited product keeps its size ids. */
  _id: z.string().optional(),
  name: boundedText(20).transform((value) => value.toLowerCase()),
  quantity: integer(0, MAX_SIZE_QUANTITY),
});

const sizeList = z
  .array(sizeInput)
  .min(1, 'must have at least one size')
  .max(30, 'must have at most 30 sizes')
  .refine((sizes) => new Set(sizes.map((s) => s.name)).size === sizes.length, 'must not repeat a size name');

/**
 * An optional product fact: unset keeps what is stored (on update), null or empty text clears it.
 */
const factText = (max: number) =>
  z
    .union([z.null(), boundedText(max, 0)])
    .transform((value) => (value === null || value === '' ? null : value))
    .optional();

/** An optional number (empty text or null clears it): unset keeps the stored value on update. */
const optionalNumber = <T extends z.ZodType<number, number>>(rule: T) =>
  z
    .union([z.null(), z.literal(''), numeric.pipe(rule)])
    .transform((value) => (value === '' ? null : value))
    .optional();

/** One side of a shipping box: Shiprocket takes 0.5 cm to 200 cm, the shop keeps one decimal. */
const boxSide = optionalNumber(
  z
    .number()
    .min(0.5, 'must be at least 0.5 cm')
    .max(200, 'must be at most 200 cm')
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6, 'must have at most 1 decimal'),
);

/** The product's shipping box and packed weight (docs/shiprocket.md): the booking's parcel for this product. */
export const PARCEL_BOX_FIELDS = ['parcelLengthCm', 'parcelBreadthCm', 'parcelHeightCm'] as const;
export const PARCEL_FIELDS = [...PARCEL_BOX_FIELDS, 'packedWeightGrams'] as const;
const parcelFields = {
  parcelLengthCm: boxSide,
  parcelBreadthCm: boxSide,
  parcelHeightCm: boxSide,
  /** Grams, the piece in its box with the padding, as weighed ready to ship. */
  packedWeightGrams: optionalNumber(
    z
      .number()
      .min(1, 'must be at least 1 g')
      .max(30_000, 'must be at most 30000 g (30 kg)')
      .refine(Number.isInteger, 'must be whole grams'),
  ),
};

const productFields = {
  title: boundedText(200),
  Image: imageUrl,
  images: z.array(imageUrl).max(12, 'must have at most 12 images').optional(),
  detail: boundedText(500, 0).optional(),
  description: boundedText(5000, 0).optional(),
  color: z
    .string()
    .transform(normaliseColor)
    .refine(isColor, { message: `must be one of Gold, Rose Gold, Silver` }),
  price: rupees(0.01),
  discountedPrice: rupees(0.01).optional(),
  discountPercent: z.unknown().optional(),
  quantity: z.unknown().optional(),
  topLevelCategory: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(TOP_LEVEL_CATEGORIES, { message: 'must be Men or Women' })),
  secondLevelCategory: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .refine((value) => value === 'jewellery' || value === 'clothing' || value === 'jewelry', {
      message: 'must be Jewellery',
    })
    .optional(),
  thirdLevelCategory: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(THIRD_LEVEL_CATEGORIES, { message: `must be one of ${THIRD_LEVEL_CATEGORIES.join(', ')}` })),
  size: sizeList.optional(),
  sizes: sizeList.optional(),
  /** Unset: 7117 (imitation jewellery) on create, unchanged on update. */
  hsn: z
    .string()
    .trim()
    .regex(/^\d{4}(\d{2}){0,2}$/, 'must be an HSN code of 4, 6 or 8 digits, e.g. 7117')
    .optional(),
  /** Percent; unset: 3 on create, unchanged on update. */
  gstRate: numeric
    .pipe(
      z
        .number()
        .min(0, 'must be at least 0')
        .max(40, 'must be at most 40')
        .refine(
          (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
          'must have at most 2 decimals',
        ),
    )
    .optional(),
  material: factText(200),
  /** Grams, up to two decimals. */
  weightGrams: z
    .union([
      z.null(),
      z.literal(''),
      numeric.pipe(
        z
          .number()
          .gt(0, 'must be more than 0')
          .max(10_000, 'must be at most 10000')
          .refine(
            (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
            'must have at most 2 decimals',
          ),
      ),
    ])
    .transform((value) => (value === '' ? null : value))
    .optional(),
  dimensions: factText(200),
  care: factText(1000),
  warranty: factText(300),
  ...declarationFields,
  /** Unset keeps what is stored (on update); null: the product takes no text. */
  personalisation: z
    .union([
      z.null(),
      z.strictObject({
        label: boundedText(40),
        maxChars: integer(1, 30),
        fee: rupees(0),
        leadDays: integer(0, 30),
      }),
    ])
    .optional(),
  ...parcelFields,
};

type ProductFields = z.output<z.ZodObject<typeof productFields>>;

function checkProduct(value: ProductFields, ctx: z.RefinementCtx): void {
  if (!value.size && !value.sizes)
    ctx.addIssue({ code: 'custom', path: ['size'], message: 'is required (a list of name and quantity)' });
  if (value.discountedPrice !== undefined && value.discountedPrice > value.price)
    ctx.addIssue({ code: 'custom', path: ['discountedPrice'], message: 'must not be more than price' });
  if (!value.thirdLevelCategory.startsWith(`${value.topLevelCategory}_`))
    ctx.addIssue({
      code: 'custom',
      path: ['thirdLevelCategory'],
      message: `does not belong to ${value.topLevelCategory === 'men' ? 'Men' : 'Women'}`,
    });
  checkParcel(value, ctx);
}

/** The box is all three sides or none; packed, the piece weighs no less than on its own. */
function checkParcel(value: ProductFields, ctx: z.RefinementCtx): void {
  const sides = PARCEL_BOX_FIELDS.map((key) => value[key]);
  const given = sides.filter((side) => side !== undefined && side !== null).length;
  if (given > 0 && given < 3)
    for (const key of PARCEL_BOX_FIELDS)
      if (value[key] === undefined || value[key] === null)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required with the other sides of the box (give length, breadth and height, or none)',
        });
  const packed = value.packedWeightGrams;
  if (typeof packed === 'number' && typeof value.weightGrams === 'number' && packed < value.weightGrams)
    ctx.addIssue({
      code: 'custom',
      path: ['packedWeightGrams'],
      message: `must be at least the piece's own weight (${value.weightGrams} g)`,
    });
}

/**
 * The spec's create-product payload as its form sends it. `quantity` and `discountPercent` are accepted and
 * ignored: the server derives both (the sum of the sizes; from price and discountedPrice).
 */
export const productInput = z.strictObject(productFields).superRefine(checkProduct);
export type ProductInput = z.infer<typeof productInput>;

/** `PUT /api/admin/products/{id}`: the same fields plus the `version` the form was loaded with (S34). */
export const productUpdateInput = z
  .strictObject({
    ...productFields,
    version: z.number({ message: 'is required: reload the product and make your change again' }).int().min(1),
  })
  .superRefine(checkProduct);
export type ProductUpdateInput = z.infer<typeof productUpdateInput>;

export const uploadReply = z.object({ url: z.string() });

/** A swatch colour: `#rrggbb` (stored in lower case). */
export const swatchColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #d4af37')
  .transform((value) => value.toLowerCase());

/**
 * `PUT /api/admin/products/{id}/finishes`: the products that are finishes of this one's design, in swatch order
 * (the product itself is added when missing); one product alone (or none) takes it out of its group.
 */
export const finishesInput = z.strictObject({
  productIds: z.array(z.uuid('must be product ids')).max(12, 'must have at most 12 finishes'),
  labels: z.record(z.string(), boundedText(40)).default({}),
  colors: z.record(z.string(), swatchColor).default({}),
});
export type FinishesInput = z.infer<typeof finishesInput>;
export const finishesReply = z.object({ finishes: z.array(productFinish.extend({ listed: z.boolean() })) });
export type FinishesReply = z.infer<typeof finishesReply>;

// ---------------------------------------------------------------------------------------------------------
// Navigation

const navItem = z.object({ id: z.string(), name: z.string(), src: z.string(), alt: z.string() });
export const navigation = z.object({
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      featured: z.array(z.never()),
      sections: z.array(z.object({ id: z.string(), name: z.string(), items: z.array(navItem) })),
    }),
  ),
  pages: z.array(z.object({ name: z.string(), href: z.string() })),
});
