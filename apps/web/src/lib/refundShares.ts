import { formatRupees, type ReturnReply } from '@shop/contracts';

/**
 * A return's refund where credit or a gift card paid part of the order: those shares go back to them, and only
 * the rest goes to the payment, the owner's transfer or the chosen store credit.
 */

/** What goes back the way the rest was paid (the whole refund when no wallet paid). */
export const paymentShare = (ret: Pick<ReturnReply, 'refundAmount' | 'refundShares'>) =>
  ret.refundShares?.payment ?? ret.refundAmount;

/** "₹300 back to store credit, ₹200 back to the gift card", or '' when nothing went back that way. */
export function walletSharesText(ret: Pick<ReturnReply, 'refundShares'>): string {
  const shares = ret.refundShares;
  if (!shares) return '';
  return [
    shares.storeCredit > 0 && `${formatRupees(shares.storeCredit)} back to store credit`,
    shares.giftCard > 0 && `${formatRupees(shares.giftCard)} back to the gift card`,
  ]
    .filter(Boolean)
    .join(', ');
}
