/** The cart's fields that checkout's summary step shows too (see index.ts for why they are apart). */
export { CouponField } from './CouponField.tsx';
export { WalletFields } from './WalletFields.tsx';
