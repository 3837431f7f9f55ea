/** Stands for the shop's free-delivery promise, worded from its DELIVERY_CHARGE and FREE_DELIVERY_MIN. */
export const DELIVERY_PROMISE = Symbol('delivery promise');

/** One home banner: a picture with no words in it, and the copy the page sets over it as real text. */
export interface BannerSlide {
  /** The background picture, rendered by `npm run render:demo-art` (1600 × 600, no words in it). */
  picture: string;
  title: string;
  line: string | typeof DELIVERY_PROMISE;
  action: string;
  to: string;
}

export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    picture: '/media/demo/banner-0.webp',
    title: 'Made to catch the light',
    line: 'Hand-finished gold, rose gold and silver',
    action: 'Shop necklaces',
    to: '/women/jewellery/women_necklace',
  },
  {
    picture: '/media/demo/banner-1.webp',
    title: 'Rings for every promise',
    line: DELIVERY_PROMISE,
    action: 'Shop rings',
    to: '/men/jewellery/men_rings',
  },
];
