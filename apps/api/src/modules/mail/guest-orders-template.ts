import { button } from './mail-button.ts';

/**
 * The mail that proves an account's email before its guest orders join the account (S56); the link is hidden
 * in the outbox (S46). Kept apart from templates.ts, which spreads it into its table; same Handlebars rules (S44).
 */
export interface GuestOrdersMailData {
  guestOrdersLink: { firstName: string; linkUrl: string; hours: number };
}

export const GUEST_ORDERS_TEMPLATES = {
  guestOrdersLink: {
    subject: 'Add your earlier orders to your {{shop.shopName}} account',
    html: `<h1>Your earlier orders</h1>
<p>Hello {{firstName}}, orders were placed as a guest with this email address. Follow the link to show them in My Orders; it works once, for {{hours}} hours.</p>
${button('linkUrl', 'Add them to my account')}
<p style="color:#6e5a53">Did not ask for this? Ignore this mail and nothing changes.</p>`,
    text: `Your earlier orders

Hello {{firstName}}, orders were placed as a guest with this email address. Follow the link to show them in My Orders; it works once, for {{hours}} hours.

Add them to my account: {{linkUrl}}

Did not ask for this? Ignore this mail and nothing changes.`,
  },
};
