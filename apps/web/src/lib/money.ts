export { discountPercent, formatRupees } from '@shop/contracts';
