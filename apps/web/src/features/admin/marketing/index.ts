/** The marketing area's public surface (coupons, gift cards, reviews, restock requests): its pages and the restock demand the dashboard shows. */
export { AdminCouponsPage } from './AdminCouponsPage.tsx';
export { AdminGiftCardsPage } from './AdminGiftCardsPage.tsx';
export { AdminReviewsPage } from './AdminReviewsPage.tsx';
export { RestockDemandList } from './RestockDemandList.tsx';
