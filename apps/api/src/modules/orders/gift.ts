import type { GiftInput } from '@shop/contracts';
import type { GiftCopy } from '../../db/schema/index.ts';

/**
 * The gift an order keeps, and its wrap line in paise: GIFT_WRAP_FEE when wrapping was chosen. A gift neither
 * wrapped nor with a message is no gift. The wrap line is taxed with the order like delivery (decision 0022).
 */
export function giftOf(
  input: GiftInput | undefined,
  wrapFeePaise: number,
): { gift: GiftCopy | null; wrapPaise: number } {
  const message = input?.message ? input.message : null;
  if (!input || (!input.wrap && !message)) return { gift: null, wrapPaise: 0 };
  return { gift: { wrap: input.wrap, message }, wrapPaise: input.wrap ? wrapFeePaise : 0 };
}
