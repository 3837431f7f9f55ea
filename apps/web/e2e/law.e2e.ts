import { describe, expect, it } from 'vitest';
import { adminForTests } from './shop-setup.ts';
import { apiCall, browserForTests, openSession, PASSWORD, signUp } from './support.ts';

const browser = browserForTests();
const admin = adminForTests();

describe('the law of an Indian online shop, on a 390 px phone', () => {
  it('a shopper files a grievance from the contact page, the owner replies from the desk, the shopper reads it on the account and closes the account', async () => {
    const customer = await signUp('law');
    const session = await openSession(browser(), { jwt: customer.jwt, width: 390, height: 844 });
    const { page } = session;

    // The contact page names the seller and the grievance officer, and takes a grievance.
    await page.goto('/pages/contact');
    await page.getByRole('heading', { name: 'Grievance officer' }).waitFor();
    await page.getByText('Grievance Officer', { exact: false }).first().waitFor();
    await page.getByLabel('Subject').fill('My ring arrived <b>bent</b>');
    await page.getByLabel('What happened?').fill('The band is bent out of shape. Please help.');
    await page.getByRole('button', { name: 'Send grievance' }).click();
    const receipt = page.getByRole('status').filter({ hasText: 'Your ticket number is GRV-' });
    await receipt.waitFor();
    const ticket = /GRV-[0-9A-Z-]{19}/.exec((await receipt.textContent()) ?? '')?.[0];
    expect(ticket).toBeTruthy();

    // The owner answers from the grievance desk on a phone; the reply is mailed and shown on the account.
    const owner = await openSession(browser(), { jwt: admin.jwt, width: 390, height: 844 });
    await owner.page.goto('/admin/grievances');
    const card = owner.page.getByRole('article', { name: ticket ?? '' });
    await card.getByText('The band is bent out of shape. Please help.').waitFor();
    // S68: what the shopper wrote is text in the admin, never markup.
    await card.getByText('My ring arrived <b>bent</b>').waitFor();
    expect(await card.locator('b').count()).toBe(0);
    await card.getByLabel('Reply (mailed to the customer)').fill('Sorry! A new ring leaves today.');
    await card.getByRole('button', { name: 'Send reply' }).click();
    await card.getByText('Sorry! A new ring leaves today.', { exact: false }).first().waitFor();
    owner.assertNoConsoleErrors();
    await owner.context.close();

    // The ticket is on the account, with its deadline and the reply.
    await page.goto('/account/profile');
    const grievances = page.getByRole('region', { name: 'My grievances' });
    await grievances.getByText('My ring arrived <b>bent</b>').waitFor();
    await grievances.getByText(new RegExp(`${ticket} · filed .* · to be resolved by`)).waitFor();
    await grievances.getByText('Sorry! A new ring leaves today.').waitFor();

    // The privacy centre: consents listed, then the account closed with the password.
    const privacy = page.getByRole('region', { name: 'Privacy centre' });
    await privacy.getByRole('button', { name: 'Download my data' }).waitFor();
    await privacy.getByRole('button', { name: 'Close my account' }).click();
    await privacy.getByLabel('Your password').fill('not my password');
    await privacy.getByRole('button', { name: 'Close my account for good' }).click();
    await privacy.getByRole('alert').filter({ hasText: 'not right' }).waitFor();
    await privacy.getByLabel('Your password').fill(PASSWORD);
    await privacy.getByRole('button', { name: 'Close my account for good' }).click();
    await page.getByText('Sign in to see your profile').waitFor();

    // Signed out everywhere; the email can make a new account.
    const signin = await fetch(new URL('/auth/signin', page.url()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: PASSWORD }),
    });
    expect(signin.status).toBe(401);
    const again = await fetch(new URL('/auth/signup', page.url()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.44.0.1' },
      body: JSON.stringify({
        firstName: 'New',
        lastName: 'Start',
        email: customer.email,
        password: PASSWORD,
      }),
    });
    expect(again.status).toBe(201);
    const fresh = (await again.json()) as { jwt: string };
    expect(await apiCall<unknown[]>('/api/grievances', { jwt: fresh.jwt })).toEqual([]);
    // The wrong password was a 400 on purpose; the closed account's own token then fails once.
    session.assertNoConsoleErrors([/400 \(Bad Request\).*\/api\/users\/me/, /401 \(Unauthorized\)/]);
    await session.context.close();
  });
});
