import { hiddenLinkToken } from '../../src/modules/mail/hidden-links.ts';
import { TEST_JWT_SECRET, type TestApp } from './test-app.ts';

/**
 * The customer confirms a cash-on-delivery order from the link mailed to them: the same token the mail
 * carries (rendered from the server's secret), through the real endpoint.
 */
export async function confirmCodOrder(t: Pick<TestApp, 'app'>, orderId: string): Promise<void> {
  const token = hiddenLinkToken(TEST_JWT_SECRET, `cod-confirm:${orderId}`);
  const res = await t.app.inject({ method: 'POST', url: '/api/orders/cod-confirm', payload: { token } });
  if (res.statusCode !== 200) throw new Error(`COD confirmation: ${res.statusCode} ${res.body}`);
}
