import { formatRupees, paiseToRupees, rupeesToPaise } from '@shop/contracts';
import type { Config } from '../../config.ts';
import { conflict } from '../../lib/errors.ts';
import type { CodConfirmSettings } from './cod-confirmation.ts';

export interface CodSettings {
  enabled: boolean;
  maxOrderPaise: number;
  feePaise: number;
  /** COD_BLOCK_AFTER_RTO: this many COD parcels come back undelivered and the customer pays online (0: never). */
  blockAfterRto: number;
  /** The confirmation each COD order asks for by a mailed link (cod-confirmation.ts). */
  confirm: CodConfirmSettings;
}

export function codSettings(
  config: Pick<
    Config,
    | 'COD_ENABLED'
    | 'COD_MAX_ORDER'
    | 'COD_FEE'
    | 'COD_BLOCK_AFTER_RTO'
    | 'COD_CONFIRM_HOURS'
    | 'JWT_SECRET'
    | 'PREPAID_DISCOUNT'
  >,
): CodSettings {
  if (!config.JWT_SECRET) throw new Error('cash on delivery needs JWT_SECRET (server.ts resolves one)');
  return {
    confirm: {
      secret: config.JWT_SECRET,
      hours: config.COD_CONFIRM_HOURS,
      prepaidDiscountPercent: config.PREPAID_DISCOUNT,
    },
    enabled: config.COD_ENABLED,
    maxOrderPaise: rupeesToPaise(config.COD_MAX_ORDER),
    feePaise: rupeesToPaise(config.COD_FEE),
    blockAfterRto: config.COD_BLOCK_AFTER_RTO,
  };
}

export const codUnavailable = (message: string) => conflict('COD_UNAVAILABLE', message);

/** Why cash on delivery cannot take an order of this total payable (paise, before the fee), or null. */
export function codProblem(settings: CodSettings, payablePaiseBeforeFee: number): string | null {
  if (!settings.enabled) return 'Cash on delivery is not available at the moment. Please pay online.';
  const due = payablePaiseBeforeFee + settings.feePaise;
  if (due > settings.maxOrderPaise)
    return (
      `Cash on delivery is available for orders up to ${formatRupees(paiseToRupees(settings.maxOrderPaise))}; ` +
      `this one comes to ${formatRupees(paiseToRupees(due))}. Please pay online.`
    );
  return null;
}
