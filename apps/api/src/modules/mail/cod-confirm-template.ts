/**
 * The mail that asks a cash-on-delivery customer to confirm their order (the link is hidden in the outbox,
 * S46). Kept apart from templates.ts, which spreads it into its table; same Handlebars rules (S44).
 */
export interface CodConfirmMailData {
  codConfirm: {
    firstName: string;
    orderNumber: string;
    /** Formatted with formatPaise: the cash to have ready. */
    total: string;
    confirmUrl: string;
    hours: number;
  };
}

const button = (url: string, label: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0"><tr><td style="background:#4f332c;border-radius:4px"><a href="{{${url}}}" style="display:inline-block;padding:12px 24px;color:#fffdf9;text-decoration:none;font-weight:600">${label}</a></td></tr></table>`;

export const COD_CONFIRM_TEMPLATES = {
  codConfirm: {
    subject: 'Please confirm your cash-on-delivery order {{orderNumber}}',
    html: `<h1>Confirm your order</h1>
<p>Hello {{firstName}}, thank you for order <strong>{{orderNumber}}</strong>, to be paid in cash on delivery (<strong>{{total}}</strong>). We ship it once you confirm it; an order not confirmed within {{hours}} hours is cancelled.</p>
${button('confirmUrl', 'Confirm my order')}`,
    text: `Confirm your order

Hello {{firstName}}, thank you for order {{orderNumber}}, to be paid in cash on delivery ({{total}}). We ship it once you confirm it; an order not confirmed within {{hours}} hours is cancelled.

Confirm it here: {{confirmUrl}}`,
  },
};
