import type { ShiprocketConnectionReply, ShiprocketSettingsReply } from '@shop/contracts';
import type { Config } from '../../config.ts';
import { pickupPincodeOf } from '../../gateways/shiprocket/shiprocket-api.ts';
import { ShiprocketClient } from '../../gateways/shiprocket/shiprocket-client.ts';

type ShippingConfig = Pick<
  Config,
  | 'APP_URL'
  | 'SHIPPING_PROVIDER'
  | 'SHIPROCKET_API_URL'
  | 'SHIPROCKET_EMAIL'
  | 'SHIPROCKET_PASSWORD'
  | 'SHIPROCKET_WEBHOOK_TOKEN'
  | 'SHIPROCKET_PICKUP_LOCATION'
  | 'SHIPROCKET_PICKUP_PINCODE'
>;

/** Every Shiprocket setting and whether it is set; secrets show only that they are. */
export function shiprocketSettings(config: ShippingConfig): ShiprocketSettingsReply {
  const shown = (name: string, value: string | undefined) => ({
    name,
    set: Boolean(value),
    value: value ?? null,
  });
  const secret = (name: string, value: string | undefined) => ({ name, set: Boolean(value), value: null });
  return {
    provider: config.SHIPPING_PROVIDER,
    settings: [
      shown('SHIPPING_PROVIDER', config.SHIPPING_PROVIDER),
      shown('SHIPROCKET_EMAIL', config.SHIPROCKET_EMAIL),
      secret('SHIPROCKET_PASSWORD', config.SHIPROCKET_PASSWORD),
      shown('SHIPROCKET_API_URL', config.SHIPROCKET_API_URL),
      secret('SHIPROCKET_WEBHOOK_TOKEN', config.SHIPROCKET_WEBHOOK_TOKEN),
      shown('SHIPROCKET_PICKUP_LOCATION', config.SHIPROCKET_PICKUP_LOCATION),
      shown('SHIPROCKET_PICKUP_PINCODE', config.SHIPROCKET_PICKUP_PINCODE),
      shown(
        'Webhook URL (paste in Shiprocket: Settings → API → Webhooks)',
        `${config.APP_URL}/api/shipping/webhook`,
      ),
    ],
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The settings page's connection test: which required settings are missing, a fresh login to Shiprocket with
 * the API user's email and password, and the pickup address looked up by its name. Changes nothing.
 */
export async function testShiprocketConnection(config: ShippingConfig): Promise<ShiprocketConnectionReply> {
  const checks: ShiprocketConnectionReply['checks'] = [];
  const required = {
    SHIPROCKET_EMAIL: config.SHIPROCKET_EMAIL,
    SHIPROCKET_PASSWORD: config.SHIPROCKET_PASSWORD,
    SHIPROCKET_WEBHOOK_TOKEN: config.SHIPROCKET_WEBHOOK_TOKEN,
    SHIPROCKET_PICKUP_LOCATION: config.SHIPROCKET_PICKUP_LOCATION,
  };
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  checks.push({
    name: 'Settings',
    ok: missing.length === 0 && config.SHIPPING_PROVIDER === 'shiprocket',
    message: missing.length
      ? `Not set: ${missing.join(', ')}`
      : config.SHIPPING_PROVIDER === 'shiprocket'
        ? 'All required settings are set.'
        : 'All set, but SHIPPING_PROVIDER is manual: orders are shipped by hand.',
  });
  if (!config.SHIPROCKET_EMAIL || !config.SHIPROCKET_PASSWORD) return { ok: false, checks };
  const client = new ShiprocketClient({
    apiUrl: config.SHIPROCKET_API_URL,
    email: config.SHIPROCKET_EMAIL,
    password: config.SHIPROCKET_PASSWORD,
  });
  try {
    await client.testLogin();
    checks.push({
      name: 'Login',
      ok: true,
      message: `Signed in to Shiprocket as ${config.SHIPROCKET_EMAIL}.`,
    });
  } catch (error) {
    checks.push({ name: 'Login', ok: false, message: errorText(error) });
    return { ok: false, checks };
  }
  if (config.SHIPROCKET_PICKUP_LOCATION) {
    try {
      const pin = await pickupPincodeOf(client, config.SHIPROCKET_PICKUP_LOCATION);
      checks.push({
        name: 'Pickup address',
        ok: true,
        message: `"${config.SHIPROCKET_PICKUP_LOCATION}" is a pickup address in Shiprocket (PIN ${pin}).`,
      });
    } catch (error) {
      checks.push({ name: 'Pickup address', ok: false, message: errorText(error) });
    }
  }
  return { ok: checks.every((c) => c.ok), checks };
}
