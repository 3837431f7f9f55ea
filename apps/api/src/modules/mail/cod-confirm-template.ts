import { button } from './mail-button.ts';

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
