import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminForTests, createTestProduct } from './shop-setup.ts';
import {
  addToCart,
  apiCall,
  browserForTests,
  openSession,
  paymentResultQuery,
  payOrder,
  placeOrder,
  SCREENSHOTS,
  signUp,
} from './support.ts';

const browser = browserForTests();
const admin = adminForTests();

/** A photo as a phone would take it: a warm gradient with a round "piece" in the middle. */
async function photo(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},45%,82%)"/><stop offset="1" stop-color="hsl(${hue + 30},40%,55%)"/>
    </linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <circle cx="600" cy="450" r="220" fill="none" stroke="#c9a24b" stroke-width="48"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A delivered, paid order of the product for a new customer, all through the API. */
async function deliveredTo(productId: string) {
  const user = await signUp('review-photos');
  await addToCart(user.jwt, productId, 's');
  const order = await placeOrder(user.jwt);
  const query = paymentResultQuery(order._id, await payOrder(order._id, user.jwt));
  await apiCall(`/api/payments?${query}`, { jwt: user.jwt });
  await apiCall(`/api/admin/orders/${order._id}/deliver`, { method: 'PUT', jwt: admin.jwt });
  return user;
}

describe('photo reviews', () => {
  it('a buyer reviews with photos from the review link; they show at 1440 and 390 px; the admin hides one', async () => {
    const title = `Review Photo Ring ${Date.now().toString(36)}`;
    const product = await createTestProduct(admin.jwt, title, { s: 5 });
    const buyer = await deliveredTo(product._id);

    // The review request's link opens the form on the product page.
    const session = await openSession(browser(), { jwt: buyer.jwt, width: 1440, height: 1000 });
    const { page } = session;
    await page.goto(`/product/${product._id}?review=1#reviews`);
    const form = page.getByRole('dialog', { name: `Review ${title}` });
    await form.waitFor();
    // MUI's stars are visually hidden radios: a person clicks the star's label.
    await form
      .locator('label')
      .filter({ hasText: /^4 Stars$/ })
      .click();
    expect(await form.getByLabel('4 Stars').isChecked()).toBe(true);
    await form
      .getByLabel('Your review')
      .fill('Wore it to my sister’s wedding: it catches the light beautifully.');
    await form.getByLabel('Add photos').setInputFiles([
      { name: 'hand.jpg', mimeType: 'image/jpeg', buffer: await photo(20) },
      { name: 'box.jpg', mimeType: 'image/jpeg', buffer: await photo(200) },
    ]);
    await form.getByRole('img', { name: 'Your photo 2' }).waitFor();
    await form.getByRole('button', { name: 'Publish review' }).click();
    await page.getByText('Thank you! Your review is published.').waitFor();
    // The link's job is done: no second form to open.
    expect(new URL(page.url()).searchParams.has('review')).toBe(false);
    expect(await page.getByRole('button', { name: 'Write a review' }).count()).toBe(0);

    const mine = page.getByRole('list', { name: 'Photos by Asha V.' });
    await mine.getByRole('img').nth(1).waitFor();
    await page.getByText('Verified buyer').first().waitFor();
    const strip = page.getByRole('list', { name: 'Photos from customers' });
    await strip.getByRole('img').nth(1).waitFor();
    // The page jumped to #reviews on load (the link's anchor), clear of the sticky header.
    await page.screenshot({ path: `${SCREENSHOTS}review-photos-1440.png` });

    // A photo opens the gallery's full-screen viewer.
    await mine.getByRole('button', { name: 'Open Photo 2 by Asha V. full screen' }).click();
    const viewer = page.getByRole('dialog', { name: 'Photos by Asha V.' });
    await viewer.getByRole('img', { name: 'Photos by Asha V., picture 2 of 2' }).waitFor();
    await viewer.getByRole('button', { name: 'Close the full screen view' }).click();
    await viewer.waitFor({ state: 'hidden' });
    session.assertNoConsoleErrors();
    await session.context.close();

    const phone = await openSession(browser(), { width: 390, height: 844, deviceScaleFactor: 2 });
    await phone.page.goto(`/product/${product._id}#reviews`);
    await phone.page.getByRole('list', { name: 'Photos by Asha V.' }).getByRole('img').nth(1).waitFor();
    await phone.page.screenshot({ path: `${SCREENSHOTS}review-photos-390.png` });
    phone.assertNoConsoleErrors();
    await phone.context.close();

    // The owner hides one photo on the Reviews page; the shop then shows only the other.
    const owner = await openSession(browser(), { jwt: admin.jwt, width: 1440, height: 1000 });
    await owner.page.goto('/admin/reviews');
    const card = owner.page.getByRole('listitem', { name: `Review by Asha V. of ${title}` });
    await card.getByRole('button', { name: 'Hide photo' }).first().click();
    await card.getByRole('button', { name: 'Show photo' }).waitFor();
    await card.screenshot({ path: `${SCREENSHOTS}admin-reviews-1440.png` });
    const reviews = await apiCall<{ photos: unknown[] }[]>(`/api/reviews/product/${product._id}`);
    expect(reviews[0]?.photos).toHaveLength(1);
    owner.assertNoConsoleErrors();
    await owner.context.close();
  });
});
