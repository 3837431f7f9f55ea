import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { mailTo } from './inbox.ts';
import {
  ADDRESS,
  addToCart,
  apiCall,
  browserForTests,
  inStockProduct,
  openSession,
  placeOrder,
  signUp,
} from './support.ts';

const browser = browserForTests();

/** Ticks `box` from inside the page; answers whether it reads ticked in the click's own task and in the microtask after. */
function tickAndLook(box: Locator) {
  // Before the boxes kept what was tapped themselves, React put a controlled box back unticked until TanStack
  // Query's setTimeout brought the mutation's state.
  return box.evaluate(
    (input: HTMLInputElement) =>
      new Promise<boolean[]>((resolve) => {
        input.click();
        const inTheTap = input.checked;
        queueMicrotask(() => resolve([inTheTap, input.checked]));
      }),
  );
}

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
  const states = await tickAndLook(box);
  expect(states).toEqual([true, true]);
  await session.page.getByRole('checkbox', { name: /Order updates on WhatsApp/, checked: true }).waitFor();
  session.assertNoConsoleErrors();
  await session.context.close();
});

it("the profile's marketing box is ticked in the tap itself, and the consent is kept", async () => {
  const customer = await signUp('marketing-box');
  // Consent belongs to a confirmed address (S72): the customer opens the link of the welcome mail first.
  const mail = await mailTo(customer.email, (subject) => subject.startsWith('Confirm your email'));
  const token = /verify-email\?token=([\w-]+)/.exec(mail.text)?.[1];
  await apiCall('/api/account/email/verify', { method: 'POST', jwt: customer.jwt, body: { token } });
  const session = await openSession(browser(), { width: 390, jwt: customer.jwt });
  await session.page.goto('/account/profile');
  const box = session.page.getByRole('checkbox', { name: /Send me news of new pieces/ });
  await box.waitFor();
  await expect.poll(() => box.isEnabled()).toBe(true);
  expect(await box.isChecked()).toBe(false);
  expect(await tickAndLook(box)).toEqual([true, true]);
  await expect.poll(() => box.isEnabled()).toBe(true);
  expect(await apiCall('/api/users/marketing', { jwt: customer.jwt })).toEqual({ consent: true });
  await session.page.reload();
  await session.page.getByRole('checkbox', { name: /Send me news of new pieces/, checked: true }).waitFor();
  session.assertNoConsoleErrors();
  await session.context.close();
});
