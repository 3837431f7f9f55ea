import type { AdminReturnReply, ReturnStatus } from '@shop/contracts';

/** Each return status's chip: its words and warm colours (contrast ≥ 4.5:1). */
export const RETURN_LOOK: Record<ReturnStatus, { label: string; bg: string; fg: string }> = {
  REQUESTED: { label: 'Requested', bg: '#fdf0d5', fg: '#6b4a00' },
  APPROVED: { label: 'Approved · pickup', bg: '#e6eef8', fg: '#1d3f6b' },
  RECEIVED: { label: 'Received', bg: '#efe6f6', fg: '#4b2a66' },
  REFUNDED: { label: 'Refunded', bg: '#e3f1e4', fg: '#1f5a23' },
  REJECTED: { label: 'Rejected', bg: '#f6e1e1', fg: '#7a1f1f' },
};

/** Where a cash order's refund goes, in words; null for an online order (refunded to its payment). */
export function payoutText(ret: Pick<AdminReturnReply, 'payout'>): string | null {
  const payout = ret.payout;
  if (!payout) return null;
  if (payout.method === 'UPI') return `UPI ${payout.upiId}`;
  if (payout.method === 'STORE_CREDIT') return 'Store credit (paid in at receipt)';
  return `Bank: ${payout.accountName}, account ${payout.accountNumber}, IFSC ${payout.ifsc}`;
}
