import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from './gateway.ts';
import { RazorpayGateway } from './razorpay.ts';
import { deriveSecret } from './signatures.ts';
import { SimulatedGateway } from './simulated.ts';

export * from './gateway.ts';
export { RazorpayGateway } from './razorpay.ts';
export { SimulatedGateway } from './simulated.ts';

/**
 * The simulated gateway's secrets: derived from JWT_SECRET (so every instance of the shop agrees and no key
 * is needed), unless Razorpay-style secrets are configured.
 */
export function simulatedSecrets(config: Config): { keySecret: string; webhookSecret: string } {
  if (!config.JWT_SECRET) throw new Error('the simulated payment gateway needs JWT_SECRET');
  return {
    keySecret: config.RAZORPAY_KEY_SECRET ?? deriveSecret(config.JWT_SECRET, 'simulated-payment-key'),
    webhookSecret:
      config.RAZORPAY_WEBHOOK_SECRET ?? deriveSecret(config.JWT_SECRET, 'simulated-payment-webhook'),
  };
}

/** The gateway config.PAYMENT_GATEWAY names. */
export function createGateway(config: Config, db: Database): PaymentGateway {
  if (config.PAYMENT_GATEWAY === 'razorpay') {
    const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = config;
    if (!RAZORPAY_KEY_ID || !RAZORPAY_KEY_SECRET || !RAZORPAY_WEBHOOK_SECRET)
      throw new Error(
        'PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET',
      );
    return new RazorpayGateway({
      apiUrl: config.RAZORPAY_API_URL,
      keyId: RAZORPAY_KEY_ID,
      keySecret: RAZORPAY_KEY_SECRET,
      webhookSecret: RAZORPAY_WEBHOOK_SECRET,
    });
  }
  return new SimulatedGateway(db, { appUrl: config.APP_URL, ...simulatedSecrets(config) });
}
