// Plain constants and a function, no Zod: the product page imports them, and a schema module would bring Zod along.

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

/** The declarations as a product carries them. */
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
