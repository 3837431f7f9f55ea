import { z } from 'zod';
import { HUID_PATTERN } from '../declarations.ts';
import { boundedText } from './common.ts';

// The keys, the HUID's pattern and what the product page shows are in ../declarations.ts, without Zod.

const optionalText = (max: number) =>
  z
    .union([z.null(), boundedText(max, 0)])
    .transform((value) => (value === null || value === '' ? null : value))
    .optional();

/** The product form's and the CSV's declarations: unset keeps what is stored, null or empty clears it. */
export const declarationFields = {
  countryOfOrigin: optionalText(60),
  /** Name and address in one line, e.g. "MoonMade Crafts Pvt Ltd, 14 Residency Road, Bengaluru 560025". */
  manufacturer: optionalText(300),
  /** E.g. "1 pair", "1 piece". */
  netQuantity: optionalText(60),
  /** E.g. "925 sterling silver", "22K916". */
  purity: optionalText(80),
  huid: z
    .union([
      z.null(),
      boundedText(6, 0)
        .transform((value) => value.toUpperCase())
        .refine(
          (value) => value === '' || HUID_PATTERN.test(value),
          'must be 6 letters or digits (the BIS HUID)',
        ),
    ])
    .transform((value) => (value === null || value === '' ? null : value))
    .optional(),
};

/** The declarations as a product carries them. */
export const productDeclarations = {
  countryOfOrigin: z.string().nullable(),
  manufacturer: z.string().nullable(),
  netQuantity: z.string().nullable(),
  purity: z.string().nullable(),
  huid: z.string().nullable(),
};
