// The pictures' srcsets are one rule for the web and the server's HTML: avifSrcSet and imageSrcSet in
// @shop/contracts. Kept tiny: it is in the home page's first load.

// `sizes` shared by a page and the startup preload of its largest picture; each matches the CSS placing it.
// Pictures of a fixed width pass their width ("80px") themselves.
// Short on purpose (they are in the home page's first load): on screens of 1440 px and more they overstate the
// width a little, which only matters for desktops, never for a phone's bytes.
// On a phone they take off the page's 16 px sides (and the grid's gap): a picture a few pixels wider than the
// width the phone's density needs fetches the next file up, twice the bytes.
/** The listing and wishlist grid: 2 columns on a phone, 3 beside the filters (4 from 1440 px). */
export const GRID_SIZES = '(max-width:639px) calc(50vw - 24px),33vw';
/** The home page's category tiles: 2 across up to 1200 px, then one row of 3 or 4. */
export const TILE_SIZES = '(max-width:1199px) calc(50vw - 22px),25vw';
/** On a phone the collection shows one piece at a time (docs/product.md) at this width, not the whole screen's. */
export const PHONE_CAROUSEL_CARD_PX = 240;
/** The home page's carousel: 1, 2, then 4 or 5 cards across. */
export const CAROUSEL_SIZES = `(max-width:639px) ${PHONE_CAROUSEL_CARD_PX}px,(max-width:1023px) 50vw,25vw`;
/** The product page's main picture: the full width on a phone, half of the 1024 px page beside the details. */
export const PRODUCT_MAIN_SIZES = '(max-width:899px) calc(100vw - 32px),480px';
/**
 * A home banner (1600 × 600, cropped by object-fit: cover): the picture is drawn as wide as its box's height
 * asks, 5:4 boxes on a phone (213 vw), 2:1 from 640 px (133 vw), 8:3 from 900 px (the width itself).
 */
export const BANNER_SIZES = '(max-width:639px) 214vw,(max-width:899px) 134vw,100vw';
