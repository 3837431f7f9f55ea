/** Review limits, plain constants: the product page's review form reads them without loading the Zod schemas. */
export const REVIEW_TEXT_MAX = 2000;

/** A review may carry up to this many photos (each uploaded with the rules of product images). */
export const REVIEW_PHOTOS_MAX = 3;
