import { findIndianState } from '@shop/contracts';
import type { Config } from '../../config.ts';
import type { SellerCopy } from '../../db/schema/index.ts';

/** The seller printed on tax invoices, from config (validated there: the GSTIN's state is SHOP_STATE). */
export function sellerOf(config: Config): SellerCopy {
  return {
    legalName: config.SHOP_LEGAL_NAME,
    gstin: config.SHOP_GSTIN,
    address: config.SHOP_ADDRESS,
    state: config.SHOP_STATE,
    stateCode: findIndianState(config.SHOP_STATE)?.code ?? config.SHOP_GSTIN.slice(0, 2),
  };
}
