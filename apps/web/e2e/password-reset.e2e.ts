import { describe, expect, it } from 'vitest';
import { mailTo } from './inbox.ts';
import { E2E_SHOP } from './shop-config.ts';
import { adminForTests } from './shop-setup.ts';
import { apiCall, baseUrl, browserForTests, openSession, paidOrder, signUp } from './support.ts';

const browser = browserForTests();
const admin = adminForTests();

describe('password reset', () => {
  it('S43 asks for a reset from the sign-in dialog, follows the mailed link, and signs in with the new password', async () => {
    const customer = await signUp('reset');
    const session = await openSession(browser());
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'a link to reset its password is on its way' })
      .waitFor();

    const mail = await mailTo(customer.email, `Reset your ${E2E_SHOP.name} password`);
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
    expect(link?.startsWith(`${baseUrl()}/reset-password?token=`)).toBe(true);

    await page.goto(link ?? '');
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    const newPassword = 'Silver-Moon-Rise-77';
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password is changed' }).waitFor();

    // The link works once; the session the customer had before ends.
    const reused = await fetch(`${baseUrl()}/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: new URL(link ?? '').searchParams.get('token'),
        password: 'another-password-1',
      }),
    });
    expect(reused.status).toBe(400);
    const old = await fetch(`${baseUrl()}/api/users/profile`, {
      headers: { authorization: `Bearer ${customer.jwt}` },
    });
    expect(old.status).toBe(401);

    await page.getByRole('link', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(customer.email);
    await dialog.getByLabel(/^Password/).fill(newPassword);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await dialog.waitFor({ state: 'detached' });
    const token = await page.evaluate(() => window.localStorage.getItem('jwt'));
    const profile = await apiCall<{ email: string }>('/api/users/profile', { jwt: token ?? '' });
    expect(profile.email).toBe(customer.email);
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('shows the courier and a tracking link on the order the admin shipped with tracking', async () => {
    const { user, orderId } = await paidOrder('tracking');
    await apiCall(`/api/admin/orders/${orderId}/ship`, {
      method: 'PUT',
      jwt: admin.jwt,
      body: {
        courier: 'Blue Dart',
        trackingNumber: 'BD-778899',
        trackingUrl: 'https://www.bluedart.com/track?n=BD-778899',
      },
    });
    const session = await openSession(browser(), { jwt: user.jwt });
    const { page } = session;
    await page.goto(`/account/order/${orderId}`);
    await page.getByRole('heading', { name: 'Shipment' }).waitFor();
    await page.getByText('with Blue Dart').waitFor();
    await page.getByText('BD-778899').waitFor();
    const track = page.getByRole('link', { name: 'Track your parcel' });
    expect(await track.getAttribute('href')).toBe('https://www.bluedart.com/track?n=BD-778899');
    const mail = await mailTo(
      user.email,
      `Your ${E2E_SHOP.name} order #${orderId.slice(-8).toUpperCase()} has shipped`,
    );
    expect(mail.text).toContain('Tracking number: BD-778899');
    session.assertNoConsoleErrors();
    await session.context.close();
  });
});
