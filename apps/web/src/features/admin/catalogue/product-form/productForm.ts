/**
 * The add/edit product form's values and Zod schema. It mirrors the shared `productInput` of
 * @shop/contracts (same limits, same rules: whole paise, discounted price not above price, third level of
 * the chosen top level, unique size names), but speaks the form's language: every input is text, an empty
 * discounted price means "no discount", and the messages complete a field's label ("Price must be a number").
 */

import type { Product } from '@shop/contracts';
import {
  COLORS,
  DECLARATION_KEYS,
  discountPercent,
  imageUrl,
  MAX_PRICE_RUPEES,
  MAX_SIZE_QUANTITY,
  PARCEL_FIELDS,
  rupeesToPaise,
  SECOND_LEVEL_CATEGORY,
  THIRD_LEVEL_CATEGORIES,
  TOP_LEVEL_CATEGORIES,
} from '@shop/contracts';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { fieldHelp } from '../../../../lib/forms.ts';
import type { ProductPayload } from '../productsApi.ts';
import {
  declarationFormFields,
  declarationPayloadOf,
  declarationValuesOf,
  EMPTY_DECLARATIONS,
} from './declarationsForm.ts';
import { MAX_IMAGES } from './imageOrder.ts';
import {
  checkParcelForm,
  EMPTY_PARCEL,
  type ParcelField,
  parcelFormFields,
  parcelPayloadOf,
  parcelValuesOf,
} from './parcelForm.ts';

const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,9}$/;

const rupees = z
  .string()
  .trim()
  .min(1, 'is required')
  .regex(DECIMAL, 'must be a number in rupees, with at most two decimals (e.g. 1499 or 1499.50)')
  .transform(Number)
  .refine((value) => value >= 0.01, 'must be more than ₹0')
  .refine(
    (value) => value <= MAX_PRICE_RUPEES,
    `must be at most ₹${MAX_PRICE_RUPEES.toLocaleString('en-IN')}`,
  );

const sizeRow = z.object({
  name: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'),
  quantity: z
    .string()
    .trim()
    .min(1, 'is required')
    .regex(WHOLE, 'must be a whole number, 0 or more')
    .transform(Number)
    .refine(
      (value) => value <= MAX_SIZE_QUANTITY,
      `must be at most ${MAX_SIZE_QUANTITY.toLocaleString('en-IN')}`,
    ),
});

/** An optional product fact: empty means "not given" (sent as null, which clears it on edit). */
const factText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value));

export const productFormSchema = z
  .object({
    // The main picture first; at least one, as the spec's `Image` is required.
    images: z
      .array(imageUrl)
      .min(1, 'are required: upload one or add its URL')
      .max(MAX_IMAGES, `must be at most ${MAX_IMAGES}`),
    title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
    // Pick lists start empty: text in, one of the shop's values out.
    color: z.string().pipe(z.enum(COLORS, { message: 'is required: choose Gold, Rose Gold or Silver' })),
    price: rupees,
    discountedPrice: z.union([
      z
        .string()
        .trim()
        .length(0)
        .transform(() => undefined),
      rupees,
    ]),
    topLevelCategory: z
      .string()
      .pipe(z.enum(TOP_LEVEL_CATEGORIES, { message: 'is required: choose Men or Women' })),
    secondLevelCategory: z.string().pipe(z.literal(SECOND_LEVEL_CATEGORY, { message: 'must be Jewellery' })),
    thirdLevelCategory: z.string().pipe(z.enum(THIRD_LEVEL_CATEGORIES, { message: 'is required' })),
    description: z.string().trim().max(5000, 'must be at most 5000 characters'),
    hsn: z
      .string()
      .trim()
      .regex(/^\d{4}(\d{2}){0,2}$/, 'must be 4, 6 or 8 digits, e.g. 7117'),
    gstRate: z
      .string()
      .trim()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a percentage such as 3')
      .transform(Number)
      .refine((value) => value <= 40, 'must be at most 40'),
    material: factText(200),
    weightGrams: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d{1,5}(\.\d{1,2})?$/.test(value), 'must be grams, e.g. 3.5')
      .refine((value) => value === '' || Number(value) > 0, 'must be more than 0')
      .refine((value) => value === '' || Number(value) <= 10_000, 'must be at most 10000')
      .transform((value) => (value === '' ? null : Number(value))),
    dimensions: factText(200),
    care: factText(1000),
    warranty: factText(300),
    ...declarationFormFields,
    ...parcelFormFields,
    size: z.array(sizeRow).min(1, 'must have at least one row').max(30, 'must have at most 30 rows'),
    // Personalisation (issue 45): an empty label means the piece takes no text.
    persLabel: z.string().trim().max(40, 'must be at most 40 characters'),
    persMaxChars: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || (/^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 30),
        'must be 1 to 30',
      ),
    persFee: z
      .string()
      .trim()
      .refine((v) => v === '' || DECIMAL.test(v), 'must be rupees, e.g. 200'),
    persLeadDays: z
      .string()
      .trim()
      .refine((v) => v === '' || (/^\d{1,2}$/.test(v) && Number(v) <= 30), 'must be 0 to 30 days'),
  })
  .superRefine((value, ctx) => {
    if (value.discountedPrice !== undefined && value.discountedPrice > value.price)
      ctx.addIssue({ code: 'custom', path: ['discountedPrice'], message: 'must not be more than the price' });
    if (!value.thirdLevelCategory.startsWith(`${value.topLevelCategory}_`))
      ctx.addIssue({
        code: 'custom',
        path: ['thirdLevelCategory'],
        message: `must be one of the ${value.topLevelCategory === 'men' ? "men's" : "women's"} categories`,
      });
    const seen = new Set<string>();
    value.size.forEach((row, index) => {
      const key = row.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['size', index, 'name'], message: 'is already in the list' });
      seen.add(key);
    });
    checkParcelForm(value, ctx);
  });

export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

/** The spec's starting sizes: S, M and L, each with quantity 0. */
export const DEFAULT_SIZES = ['S', 'M', 'L'].map((name) => ({ name, quantity: '0' }));

export const EMPTY_FORM: ProductFormValues = {
  images: [],
  title: '',
  color: '',
  price: '',
  discountedPrice: '',
  topLevelCategory: '',
  secondLevelCategory: SECOND_LEVEL_CATEGORY,
  thirdLevelCategory: '',
  description: '',
  hsn: '7117',
  gstRate: '3',
  material: '',
  weightGrams: '',
  dimensions: '',
  care: '',
  warranty: '',
  ...EMPTY_DECLARATIONS,
  ...EMPTY_PARCEL,
  size: DEFAULT_SIZES,
  persLabel: '',
  persMaxChars: '',
  persFee: '',
  persLeadDays: '',
};

/** Letter sizes are stored in lower case; the form shows them as the shop writes them (S, M, XL). */
const displaySize = (name: string) => (/^[a-z]+$/.test(name) ? name.toUpperCase() : name);

/** The back office's product (its shipping box and packed weight are the admin's alone). */
export function formValuesOf(
  product: Product & Partial<Record<ParcelField, number | null>>,
): ProductFormValues {
  return {
    images: [...new Set([product.Image, ...product.images.map((image) => image.src)])],
    title: product.title,
    color: product.color,
    price: String(product.price),
    discountedPrice: product.discountedPrice < product.price ? String(product.discountedPrice) : '',
    topLevelCategory: product.topLevelCategory,
    secondLevelCategory: SECOND_LEVEL_CATEGORY,
    thirdLevelCategory: product.thirdLevelCategory,
    description: product.description,
    hsn: product.hsn ?? '7117',
    gstRate: String(product.gstRate ?? 3),
    material: product.material ?? '',
    weightGrams:
      product.weightGrams === null || product.weightGrams === undefined ? '' : String(product.weightGrams),
    dimensions: product.dimensions ?? '',
    care: product.care ?? '',
    warranty: product.warranty ?? '',
    ...declarationValuesOf(product),
    ...parcelValuesOf(product),
    size: product.sizes.map((s) => ({ name: displaySize(s.name), quantity: String(s.quantity) })),
    persLabel: product.personalisation?.label ?? '',
    persMaxChars: product.personalisation ? String(product.personalisation.maxChars) : '',
    persFee: product.personalisation ? String(product.personalisation.fee) : '',
    persLeadDays: product.personalisation ? String(product.personalisation.leadDays) : '',
  };
}

/** "1499" → 1499; anything that is not a plain number yet → undefined (for the live figures). */
export function typedRupees(value: string | undefined): number | undefined {
  const text = value?.trim() ?? '';
  return DECIMAL.test(text) ? Number(text) : undefined;
}

/** The discount percent the server will derive, shown live as the admin types. */
export function derivedPercent(price: string | undefined, discounted: string | undefined): number {
  const full = typedRupees(price);
  const paid = typedRupees(discounted);
  if (full === undefined || paid === undefined) return 0;
  return discountPercent(rupeesToPaise(full), rupeesToPaise(paid));
}

/** The total quantity the server will derive: the sum of the sizes. */
export function derivedQuantity(sizes: { quantity?: string }[] | undefined): number {
  return (sizes ?? []).reduce((sum, row) => {
    const text = row.quantity?.trim() ?? '';
    return sum + (WHOLE.test(text) ? Number(text) : 0);
  }, 0);
}

/** The spec's create-product payload (docs/product.md §3) from the validated form. */
export function payloadOf(values: ProductFormOutput): ProductPayload {
  const discountedPrice = values.discountedPrice ?? values.price;
  return {
    Image: values.images[0] ?? '',
    images: values.images,
    title: values.title,
    color: values.color,
    quantity: values.size.reduce((sum, row) => sum + row.quantity, 0),
    price: values.price,
    discountedPrice,
    discountPercent: discountPercent(rupeesToPaise(values.price), rupeesToPaise(discountedPrice)),
    topLevelCategory: values.topLevelCategory,
    secondLevelCategory: values.secondLevelCategory,
    thirdLevelCategory: values.thirdLevelCategory,
    description: values.description,
    hsn: values.hsn,
    gstRate: values.gstRate,
    material: values.material,
    weightGrams: values.weightGrams,
    dimensions: values.dimensions,
    care: values.care,
    warranty: values.warranty,
    ...declarationPayloadOf(values),
    ...parcelPayloadOf(values),
    size: values.size.map((row) => ({ name: row.name, quantity: row.quantity })),
    personalisation:
      values.persLabel === ''
        ? null
        : {
            label: values.persLabel,
            maxChars: Number(values.persMaxChars || 30),
            fee: Number(values.persFee || 0),
            leadDays: Number(values.persLeadDays || 0),
          },
  };
}

/** `body.size.0.quantity` (the API's INVALID_INPUT details) → `size.0.quantity`, a form field path. */
export function formFieldOf(apiField: string): string | undefined {
  const path = apiField.replace(/^body\./, '');
  const root = path.split('.')[0];
  // The spec's `Image` is the first of the form's pictures.
  if (root === 'Image') return 'images';
  const known = [
    'images',
    'title',
    'color',
    'price',
    'discountedPrice',
    'topLevelCategory',
    'secondLevelCategory',
    'thirdLevelCategory',
    'description',
    'hsn',
    'gstRate',
    'material',
    'weightGrams',
    'dimensions',
    'care',
    'warranty',
    ...DECLARATION_KEYS,
    ...PARCEL_FIELDS,
    'size',
    'sizes',
  ];
  if (!root || !known.includes(root)) return undefined;
  return path.replace(/^sizes/, 'size');
}

/** A field's error state and helper text for MUI: the error in words ("Price must be a number"), or a hint. */
export function fieldState(
  errors: FieldErrors<ProductFormValues>,
  name: string,
  label: string,
  hint?: string,
) {
  const error = name
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as
    | { message?: string }
    | undefined;
  return { error: !!error, helperText: fieldHelp(label, error) ?? hint };
}
