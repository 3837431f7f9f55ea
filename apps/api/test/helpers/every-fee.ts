/** The shop of issue 40's walk-through: every fee and discount an owner may switch on, on at once. */
export const EVERY_FEE_ENV = {
  DELIVERY_CHARGE: '49',
  FREE_DELIVERY_MIN: '999',
  PREPAID_DISCOUNT: '5',
  GIFT_WRAP_FEE: '50',
  COD_FEE: '49',
};
