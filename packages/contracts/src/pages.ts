/** The shop's information pages (markdown in apps/api/content/pages/{slug}.md), in the order menus list them. */
export const INFO_PAGES = [
  { slug: 'about', label: 'About Us' },
  { slug: 'stores', label: 'Stores' },
  { slug: 'shipping', label: 'Shipping' },
  { slug: 'returns', label: 'Returns and Exchanges' },
  { slug: 'ring-size-guide', label: 'Ring Size Guide' },
  { slug: 'bracelet-size-guide', label: 'Bracelet and Bangle Size Guide' },
  { slug: 'necklace-length-guide', label: 'Necklace and Chain Length Guide' },
  { slug: 'jewellery-care', label: 'Jewellery Care' },
  { slug: 'contact', label: 'Contact Us' },
  { slug: 'terms', label: 'Terms and Conditions' },
  { slug: 'privacy', label: 'Privacy Policy' },
] as const;
export type InfoPageSlug = (typeof INFO_PAGES)[number]['slug'];

export const infoPagePath = (slug: InfoPageSlug): string => `/pages/${slug}`;

/**
 * Which guide explains a category's sizes: ring sizes, bangle diameters and bracelet lengths, chain lengths. The
 * app's product page opens it beside the sizes; the served page links it there.
 */
const SIZE_GUIDES: Partial<Record<string, InfoPageSlug>> = {
  men_rings: 'ring-size-guide',
  women_rings: 'ring-size-guide',
  men_bracelets: 'bracelet-size-guide',
  women_bracelets: 'bracelet-size-guide',
  men_chains: 'necklace-length-guide',
  women_necklace: 'necklace-length-guide',
};

export const sizeGuideFor = (category: string): InfoPageSlug | undefined => SIZE_GUIDES[category];

/** A guest's or customer's wishlist holds at most this many pieces. */
export const WISHLIST_MAX = 200;
