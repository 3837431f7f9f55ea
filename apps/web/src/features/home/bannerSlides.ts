/** One home banner: a picture with no words in it, and the copy the page sets over it as real text. */
export interface BannerSlide {
  /** The background picture; swap it here (e.g. for `/media/demo/banner-0.webp`) and nothing else changes. */
  picture: string;
  title: string;
  line: string;
  action: string;
  to: string;
}

export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    picture: '/media/banners/plain/0.svg',
    title: 'Made to catch the light',
    line: 'Hand-finished gold, rose gold and silver',
    action: 'Shop necklaces',
    to: '/women/jewellery/women_necklace',
  },
  {
    picture: '/media/banners/plain/1.svg',
    title: 'Rings for every promise',
    line: 'Free delivery on orders over ₹499',
    action: 'Shop rings',
    to: '/men/jewellery/men_rings',
  },
];
