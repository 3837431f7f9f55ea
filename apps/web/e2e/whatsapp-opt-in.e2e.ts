import { expect, it } from 'vitest';
import {
  ADDRESS,
  addToCart,
  browserForTests,
  inStockProduct,
  openSession,
  placeOrder,
  signUp,
} from './support.ts';

const browser = browserForTests();

it('the checkout\'s "Order updates on WhatsApp" box is ticked in the tap itself, not a task later', async () => {
  const shopper = await signUp('whatsapp-opt-in');
  const { product, size } = await inStockProduct('women_rings');
  await addToCart(shopper.jwt, product._id, size, 1);
  const order = await placeOrder(shopper.jwt, {
    ...ADDRESS,
    phoneNumber: `9${String(Date.now()).slice(-9)}`,
  });
  const session = await openSession(browser(), { width: 390, jwt: shopper.jwt });
  await session.page.goto(`/checkout?step=3&order_id=${order._id}`);
  const box = session.page.getByRole('checkbox', { name: /Order updates on WhatsApp/ });
  await box.waitFor();
  await expect.poll(() => box.isEnabled()).toBe(true);
  // Read in the click's own task and in the microtask after it: before the box kept what was tapped itself, React
  // put the controlled box back unticked until TanStack Query's setTimeout brought the mutation's state.
  const states = await box.evaluate(
    (input: HTMLInputElement) =>
      new Promise<boolean[]>((resolve) => {
        input.click();
        const inTheTap = input.checked;
        queueMicrotask(() => resolve([inTheTap, input.checked]));
      }),
  );
  expect(states).toEqual([true, true]);
  await session.page.getByRole('checkbox', { name: /Order updates on WhatsApp/, checked: true }).waitFor();
  session.assertNoConsoleErrors();
  await session.context.close();
});
