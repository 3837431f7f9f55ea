import { button } from './mail-button.ts';

/**
 * The mail that asks a cash-on-delivery customer to confirm their order (the link is hidden in the outbox,
 * S46), and the one that tells them the order moved to online payment. Kept apart from templates.ts, which
 * spreads them into its table; same Handlebars rules (S44).
 */
export interface CodConfirmMailData {
  codConfirm: {
    firstName: string;
    orderNumber: string;
    /** Formatted with formatPaise: the cash to have ready. */
    total: string;
    confirmUrl: string;
    hours: number;
    /** With PREPAID_DISCOUNT: the page that moves the order to online payment (same token), and the saving. */
    payOnline: { url: string; saving: string } | null;
  };
  codPaidOnline: {
    firstName: string;
    orderNumber: string;
    /** Formatted with formatPaise. */
    paid: string;
    saving: string;
  };
  /** A payment the order could not take, refunded whole: `amount` formatted, `reason` why it was not applied. */
  codCaptureRefunded: {
    firstName: string;
    orderNumber: string;
    amount: string;
    reason: string;
    orderUrl: string;
  };
}

export const COD_CONFIRM_TEMPLATES = {
  codConfirm: {
    subject: 'Please confirm your cash-on-delivery order {{orderNumber}}',
    html: `<h1>Confirm your order</h1>
<p>Hello {{firstName}}, thank you for order <strong>{{orderNumber}}</strong>, to be paid in cash on delivery (<strong>{{total}}</strong>). We ship it once you confirm it; an order not confirmed within {{hours}} hours is cancelled.</p>
${button('confirmUrl', 'Confirm my order')}
{{#if payOnline}}<p>Or pay online now and save <strong>{{payOnline.saving}}</strong>: <a href="{{payOnline.url}}">pay online</a>.</p>{{/if}}`,
    text: `Confirm your order

Hello {{firstName}}, thank you for order {{orderNumber}}, to be paid in cash on delivery ({{total}}). We ship it once you confirm it; an order not confirmed within {{hours}} hours is cancelled.

Confirm it here: {{confirmUrl}}
{{#if payOnline}}
Or pay online now and save {{payOnline.saving}}: {{payOnline.url}}
{{/if}}`,
  },
  codPaidOnline: {
    subject: 'Order {{orderNumber}} is paid online',
    html: `<h1>Thank you for paying online</h1>
<p>Hello {{firstName}}, we have received <strong>{{paid}}</strong> for order <strong>{{orderNumber}}</strong>. It is no longer cash on delivery: nothing is due when it arrives, and you saved {{saving}}. We ship it soon.</p>`,
    text: `Thank you for paying online

Hello {{firstName}}, we have received {{paid}} for order {{orderNumber}}. It is no longer cash on delivery: nothing is due when it arrives, and you saved {{saving}}. We ship it soon.`,
  },
  codCaptureRefunded: {
    subject: 'We refunded {{amount}} you paid for order {{orderNumber}}',
    html: `<h1>Your payment is refunded</h1>
<p>Hello {{firstName}}, we refunded <strong>{{amount}}</strong> you paid online for order <strong>{{orderNumber}}</strong>, because the order could not take it: {{reason}} Nothing of it was kept. Banks usually show the refund within 5–7 working days.</p>
${button('orderUrl', 'View your order')}`,
    text: `Your payment is refunded

Hello {{firstName}}, we refunded {{amount}} you paid online for order {{orderNumber}}, because the order could not take it: {{reason}} Nothing of it was kept. Banks usually show the refund within 5-7 working days.

View your order: {{orderUrl}}`,
  },
};
