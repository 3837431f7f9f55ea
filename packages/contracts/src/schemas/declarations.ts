import { z } from 'zod';
import { boundedText } from './common.ts';

/**
 * The declarations Indian law asks an online shop to show for each piece (docs/law.md): country of origin and
 * manufacturer (Legal Metrology (Packaged Commodities) Rules, rule 6(10); E-Commerce Rules, rule 5), net quantity,
 * purity and the BIS hallmark's unique ID. Null: the shop's default (country, manufacturer = the seller) or, for
 * the rest, not declared.
 */
export const DECLARATION_KEYS = ['countryOfOrigin', 'manufacturer', 'netQuantity', 'purity', 'huid'] as const;
export type DeclarationKey = (typeof DECLARATION_KEYS)[number];

/** The BIS Hallmark Unique ID: six letters or digits, upper case. */
export const HUID_PATTERN = /^[A-Z0-9]{6}$/;

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
export type ProductDeclarations = { [K in DeclarationKey]: string | null };

/** What the page shows: the product's own country and manufacturer, else the shop's (`GET /api/shop` `seller`). */
export function declaredFacts(
  product: ProductDeclarations,
  seller: { legalName: string; address: string; countryOfOrigin: string },
): ProductDeclarations & { countryOfOrigin: string; manufacturer: string } {
  return {
    ...product,
    countryOfOrigin: product.countryOfOrigin ?? seller.countryOfOrigin,
    manufacturer: product.manufacturer ?? `${seller.legalName}, ${seller.address}`,
  };
}
