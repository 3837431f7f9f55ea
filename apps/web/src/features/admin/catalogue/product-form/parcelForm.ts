/**
 * The product's shipping box and packed weight in the product form (docs/shiprocket.md, "The parcel"): optional,
 * the box all three sides or none, the packed weight no less than the piece. One block, spread into
 * productForm.ts; the same limits as the shared `productInput`.
 */
import { PARCEL_BOX_FIELDS, PARCEL_FIELDS } from '@shop/contracts';
import { z } from 'zod';

export type ParcelField = (typeof PARCEL_FIELDS)[number];

const side = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{1,3}(\.\d)?$/.test(value), 'must be centimetres, e.g. 9.5')
  .refine((value) => value === '' || Number(value) >= 0.5, 'must be at least 0.5 cm')
  .refine((value) => value === '' || Number(value) <= 200, 'must be at most 200 cm')
  .transform((value) => (value === '' ? null : Number(value)));

export const parcelFormFields = {
  parcelLengthCm: side,
  parcelBreadthCm: side,
  parcelHeightCm: side,
  packedWeightGrams: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{1,5}$/.test(value), 'must be whole grams, e.g. 120')
    .refine((value) => value === '' || Number(value) >= 1, 'must be at least 1 g')
    .refine((value) => value === '' || Number(value) <= 30_000, 'must be at most 30000 g')
    .transform((value) => (value === '' ? null : Number(value))),
};

type ParcelOutput = Record<ParcelField, number | null> & { weightGrams: number | null };

/** Cross-field rules, added to the form's superRefine. */
export function checkParcelForm(value: ParcelOutput, ctx: z.RefinementCtx): void {
  const given = PARCEL_BOX_FIELDS.filter((key) => value[key] !== null).length;
  if (given > 0 && given < 3)
    for (const key of PARCEL_BOX_FIELDS)
      if (value[key] === null)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required with the other sides (give length, breadth and height, or none)',
        });
  if (
    value.packedWeightGrams !== null &&
    value.weightGrams !== null &&
    value.packedWeightGrams < value.weightGrams
  )
    ctx.addIssue({
      code: 'custom',
      path: ['packedWeightGrams'],
      message: `must be at least the piece's own weight (${value.weightGrams} g)`,
    });
}

export const EMPTY_PARCEL: Record<ParcelField, string> = {
  parcelLengthCm: '',
  parcelBreadthCm: '',
  parcelHeightCm: '',
  packedWeightGrams: '',
};

export const parcelValuesOf = (product: Partial<Record<ParcelField, number | null>>) =>
  Object.fromEntries(
    PARCEL_FIELDS.map((key) => [key, product[key] == null ? '' : String(product[key])]),
  ) as Record<ParcelField, string>;

export const parcelPayloadOf = (values: Record<ParcelField, number | null>) =>
  Object.fromEntries(PARCEL_FIELDS.map((key) => [key, values[key]])) as Record<ParcelField, number | null>;
