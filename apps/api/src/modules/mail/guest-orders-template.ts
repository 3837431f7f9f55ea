import { button } from './mail-button.ts';

/**
 * The mail that proves an account's email before its guest orders join the account (S56); the link is hidden
 * in the outbox (S46). Kept apart from templates.ts, which spreads it into its table; same Handlebars rules (S44).
 */
export interface GuestOrdersMailData {
  guestOrdersLink: { firstName: string; linkUrl: string; hours: number };
  verifyEmail: { firstName: string; linkUrl: string; hours: number };
}

export const GUEST_ORDERS_TEMPLATES = {
  guestOrdersLink: {
    subject: 'Add your earlier orders to your {{shop.shopName}} account',
    html: `<h1>Your earlier orders</h1>
<p>Hello {{firstName}}, orders were placed as a guest with this email address. Sign in to your account, then follow the link to show them in My Orders; it works once, for {{hours}} hours.</p>
${button('linkUrl', 'Add them to my account')}
<p style="color:#6e5a53">Did not ask for this? Ignore this mail and nothing changes.</p>`,
    text: `Your earlier orders

Hello {{firstName}}, orders were placed as a guest with this email address. Sign in to your account, then follow the link to show them in My Orders; it works once, for {{hours}} hours.

Add them to my account: {{linkUrl}}

Did not ask for this? Ignore this mail and nothing changes.`,
  },
  verifyEmail: {
    subject: 'Confirm your email for {{shop.shopName}}',
    html: `<h1>Confirm your email</h1>
<p>Hello {{firstName}}, an account at {{shop.shopName}} was made with this email address. If it was you, sign in to it and follow the link; it works once, for {{hours}} hours.</p>
${button('linkUrl', 'Confirm my email')}
<p style="color:#6e5a53">Not you? Ignore this mail: nothing of yours is linked to that account.</p>`,
    text: `Confirm your email

Hello {{firstName}}, an account at {{shop.shopName}} was made with this email address. If it was you, sign in to it and follow the link; it works once, for {{hours}} hours.

Confirm my email: {{linkUrl}}

Not you? Ignore this mail: nothing of yours is linked to that account.`,
  },
};
