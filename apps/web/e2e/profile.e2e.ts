import { describe, expect, it } from 'vitest';
import { ADDRESS, apiCall, browserForTests, openSession, PASSWORD, signUp } from './support.ts';

const browser = browserForTests();

describe('the profile page', () => {
  it('edits the name, adds, edits and deletes an address, and changes the password (S39)', async () => {
    const customer = await signUp('profile');
    const elsewhere = await openSession(browser(), { jwt: customer.jwt });
    const session = await openSession(browser(), { jwt: customer.jwt });
    const { page } = session;
    await page.goto('/account/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();

    await page.getByRole('button', { name: 'Edit name' }).click();
    await page.getByLabel('First Name').fill('Meera');
    await page.getByLabel('Last Name').fill('Iyer');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('heading', { name: 'Meera Iyer' }).waitFor();

    await page.getByRole('button', { name: 'Add a new address' }).click();
    const form = page.getByRole('form', { name: 'Add a new address' });
    for (const [label, value] of [
      ['First Name', ADDRESS.firstName],
      ['Last Name', ADDRESS.lastName],
      ['Address', ADDRESS.streetAddress],
      ['City', ADDRESS.city],
      ['PIN code', ADDRESS.pincode],
      ['10-digit mobile number', ADDRESS.phoneNumber],
      ['Email', ADDRESS.email],
    ] as const)
      await form.getByLabel(label).fill(value);
    await form.getByLabel('State').selectOption('Karnataka');
    await form.getByRole('button', { name: 'SAVE ADDRESS' }).click();
    const card = page.getByRole('listitem').filter({ hasText: ADDRESS.streetAddress });
    await card.waitFor();

    await card.getByRole('button', { name: 'Edit' }).click();
    const editForm = page.getByRole('form', { name: 'Edit address' });
    await editForm.getByLabel('City').fill('Mysuru');
    await editForm.getByRole('button', { name: 'UPDATE ADDRESS' }).click();
    await page.getByText('Address updated successfully!').waitFor();
    await card.getByText(/Mysuru, Karnataka 560038/).waitFor();

    const saved = await apiCall<{ city: string }[]>('/api/addresses', { jwt: customer.jwt });
    expect(saved.map((a) => a.city)).toEqual(['Mysuru']);

    await card.getByRole('button', { name: /Delete the address of/ }).click();
    await page
      .getByRole('dialog', { name: 'Delete this address?' })
      .getByRole('button', { name: 'Delete address' })
      .click();
    await page.getByText('Address deleted successfully!').waitFor();
    await card.waitFor({ state: 'detached' });
    expect(await apiCall<unknown[]>('/api/addresses', { jwt: customer.jwt })).toEqual([]);

    const newPassword = 'Golden-Hour-Rings-9';
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your current password is not right.' }).waitFor();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: 'Every other device is signed out' }).waitFor();

    // This browser stays signed in; the other one is signed out at its next page.
    await page.reload();
    await page.getByRole('heading', { name: 'Meera Iyer' }).waitFor();
    await elsewhere.page.goto('/account/profile');
    await elsewhere.page.getByText('Sign in to see your profile').waitFor();
    const signin = await fetch(new URL('/auth/signin', page.url()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: newPassword }),
    });
    expect(signin.status).toBe(200);
    // The wrong current password was a 400 on purpose.
    session.assertNoConsoleErrors([/400 \(Bad Request\).*\/api\/users\/password/]);
    await Promise.all([session.context.close(), elsewhere.context.close()]);
  });
});
