// Zod schemas for store credit and gift cards (docs/api.md "Fourth round": store credit, exchanges and gift cards).
import { z } from 'zod';
import { boundedText } from './common.ts';

export const walletEntryReply = z.object({
  id: z.string(),
  /** Rupees: credits positive, spending negative. */
  amount: z.number(),
  reason: z.string(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable().optional(),
});

/** `GET /api/wallet`: newest first. */
export const walletReply = z.object({ balance: z.number(), entries: z.array(walletEntryReply) });
export type WalletReply = z.infer<typeof walletReply>;

/** `POST /api/admin/customers/{id}/store-credit`: a goodwill credit (positive) or debit (negative), in rupees. */
export const storeCreditGrantInput = z.strictObject({
  amount: z
    .number()
    .min(-100_000)
    .max(100_000)
    .refine((v) => v !== 0 && Math.round(v * 100) === v * 100, 'a non-zero amount in rupees and paise'),
  reason: boundedText(200, 3),
});
export type StoreCreditGrantInput = z.infer<typeof storeCreditGrantInput>;

export const useStoreCreditInput = z.strictObject({ use: z.boolean() });
export const giftCardCodeInput = z.strictObject({ code: z.string().trim().min(4).max(40).nullable() });

export const GIFT_CARD_MIN = 500;
export const GIFT_CARD_MAX = 10_000;

/** `POST /api/gift-cards`: a card for someone, paid through a payment link; mailed on `sendAt` (or at once). */
export const giftCardPurchaseInput = z.strictObject({
  amount: z.number().int().min(GIFT_CARD_MIN).max(GIFT_CARD_MAX),
  recipientEmail: z.email().max(254),
  recipientName: boundedText(80, 1),
  senderName: boundedText(80, 1),
  message: boundedText(300, 1).optional(),
  /** A date (YYYY-MM-DD, India) or a moment; within a year. */
  sendAt: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
});
export type GiftCardPurchaseInput = z.infer<typeof giftCardPurchaseInput>;

export const giftCardPurchaseReply = z.object({ giftCardOrderId: z.string(), paymentLink: z.string() });
export const giftCardBalanceQuery = z.object({ code: z.string().trim().min(4).max(40) });
export const giftCardBalanceReply = z.object({ balance: z.number(), expiresAt: z.string() });

export const adminGiftCardReply = z.object({
  id: z.string(),
  last4: z.string(),
  amount: z.number(),
  balance: z.number(),
  recipientEmail: z.string(),
  recipientName: z.string(),
  senderName: z.string(),
  status: z.string(),
  paidAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export const adminGiftCardsReply = z.object({
  cards: z.array(adminGiftCardReply),
  /** Money received for cards and not yet spent or lapsed: the shop's liability (rupees). */
  outstandingLiability: z.number(),
  sold: z.number(),
  redeemed: z.number(),
});
export type AdminGiftCardsReply = z.infer<typeof adminGiftCardsReply>;

/** `PUT /api/orders/{id}/cancel` may ask for what was paid online back as store credit (signed-in customers). */
export const cancelOrderInput = z
  .strictObject({ payout: z.strictObject({ method: z.literal('STORE_CREDIT') }).optional() })
  .nullish()
  .transform((body) => body ?? {});
