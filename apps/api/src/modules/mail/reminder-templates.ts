import { button } from './mail-button.ts';

/**
 * Mail that brings a customer back: the reminder of an unpaid online order (a service mail about an order
 * they placed, decision 0073) and the review request after delivery (marketing, S59: only with consent, with
 * an unsubscribe link). Kept apart from templates.ts, which spreads it into its table; same Handlebars rules (S44).
 */

export interface ReminderMailData {
  paymentReminder: {
    firstName: string;
    orderNumber: string;
    lines: { title: string; size: string; quantity: number }[];
    /** Formatted with formatPaise. */
    total: string;
    payUrl: string;
    orderUrl: string;
  };
  reviewRequest: {
    firstName: string;
    orderNumber: string;
    /** One per product of the order not reviewed yet; `reviewUrl` opens its review form on the product page. */
    items: { title: string; reviewUrl: string }[];
    unsubscribeUrl: string;
  };
}

export const REMINDER_TEMPLATES = {
  paymentReminder: {
    subject: 'Your order {{orderNumber}} is waiting for payment',
    html: `<h1>Your order is not paid yet</h1>
<p>Hello {{firstName}}, we are holding these pieces for your order <strong>{{orderNumber}}</strong>:</p>
<ul>{{#each lines}}<li>{{title}} <span style="color:#6e5a53">(size {{size}}, × {{quantity}})</span></li>{{/each}}</ul>
<p>Total to pay: <strong>{{total}}</strong></p>
${button('payUrl', 'Pay now')}
<p style="color:#6e5a53">If the payment does not go through in time, the order is cancelled and the pieces go back on sale. Your order: <a href="{{orderUrl}}" style="color:#6e5a53">{{orderUrl}}</a></p>`,
    text: `Your order is not paid yet

Hello {{firstName}}, we are holding these pieces for your order {{orderNumber}}:
{{#each lines}}
- {{title}} (size {{size}}, x {{quantity}}){{/each}}

Total to pay: {{total}}

Pay now: {{payUrl}}

If the payment does not go through in time, the order is cancelled and the pieces go back on sale.
Your order: {{orderUrl}}`,
  },
  reviewRequest: {
    subject: 'How do you like your {{shop.shopName}} pieces, {{firstName}}?',
    html: `<h1>Tell us how it feels to wear</h1>
<p>Hello {{firstName}}, your order <strong>{{orderNumber}}</strong> arrived a few days ago. A short review, with a photo if you like, helps other shoppers choose.</p>
{{#each items}}<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0"><tr><td style="padding-right:16px">{{title}}</td><td style="background:#4f332c;border-radius:4px"><a href="{{reviewUrl}}" style="display:inline-block;padding:10px 18px;color:#fffdf9;text-decoration:none;font-weight:600">Review it</a></td></tr></table>{{/each}}
<p style="color:#6e5a53">This is the only request about this order. <a href="{{unsubscribeUrl}}" style="color:#6e5a53">Unsubscribe from our marketing mail</a></p>`,
    text: `Tell us how it feels to wear

Hello {{firstName}}, your order {{orderNumber}} arrived a few days ago. A short review, with a photo if you like, helps other shoppers choose.
{{#each items}}
- {{title}}: {{reviewUrl}}{{/each}}

This is the only request about this order.
Unsubscribe from our marketing mail: {{unsubscribeUrl}}`,
  },
};
