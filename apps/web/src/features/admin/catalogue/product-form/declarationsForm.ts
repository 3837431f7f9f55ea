/**
 * The law's declarations in the product form (docs/law.md): country of origin and manufacturer (empty: the shop's
 * own), net quantity, purity and the BIS HUID. One block, spread into productForm.ts.
 */
import { DECLARATION_KEYS, type DeclarationKey, HUID_PATTERN, type Product } from '@shop/contracts';
import { z } from 'zod';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value));

export const declarationFormFields = {
  countryOfOrigin: text(60),
  manufacturer: text(300),
  netQuantity: text(60),
  purity: text(80),
  huid: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || HUID_PATTERN.test(value), 'must be 6 letters or digits')
    .transform((value) => (value === '' ? null : value)),
};

export const EMPTY_DECLARATIONS: Record<DeclarationKey, string> = {
  countryOfOrigin: '',
  manufacturer: '',
  netQuantity: '',
  purity: '',
  huid: '',
};

export const declarationValuesOf = (product: Product): Record<DeclarationKey, string> =>
  Object.fromEntries(DECLARATION_KEYS.map((key) => [key, product[key] ?? ''])) as Record<
    DeclarationKey,
    string
  >;

export const declarationPayloadOf = (values: Record<DeclarationKey, string | null>) =>
  Object.fromEntries(DECLARATION_KEYS.map((key) => [key, values[key]])) as Record<
    DeclarationKey,
    string | null
  >;
