import { button } from './mail-button.ts';
import type { OrderLine } from './order-line.ts';

/**
 * The mail to the shop's owner when an order comes in, and the customer's mail when a cash order's return is
 * paid out. Kept apart from templates.ts, which spreads them into its table; same Handlebars rules (S44).
 */

export interface OwnerAndReturnMailData {
  newOrder: {
    orderNumber: string;
    /** "Paid online" or "Cash on delivery". */
    payment: string;
    customerName: string;
    phone: string;
    /** The delivery address on one line. */
    address: string;
    lines: OrderLine[];
    /** The coupon, prepaid discount, delivery, gift wrap, COD fee and round-off lines, so the figures add up. */
    adjustments: { label: string; amount: string }[];
    /** Gift wrap and the message for the card, when the order is a gift. */
    gift: { wrap: boolean; message: string | null } | null;
    total: string;
    adminUrl: string;
  };
  /** `amount`: rupees, formatted; `to`: "UPI ID …" or "bank account ending 1234". */
  returnPaidOut: {
    firstName: string;
    orderNumber: string;
    amount: string;
    to: string;
    walletNote: string;
    orderUrl: string;
  };
}

export const OWNER_AND_RETURN_TEMPLATES = {
  newOrder: {
    subject: 'New order {{orderNumber}}: {{total}}, {{payment}}',
    html: `<h1>New order {{orderNumber}}</h1>
<p><strong>{{payment}}</strong> · {{total}}</p>
<p>Ship to: <strong>{{customerName}}</strong>, {{phone}}<br>{{address}}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">
{{#each lines}}<tr><td style="padding:8px 0;border-bottom:1px solid #eee3d3">{{title}} <span style="color:#6e5a53">(size {{size}}, × {{quantity}})</span>{{#if personalisation}}<br><strong>{{personalisation}}</strong>{{/if}}</td><td align="right" style="padding:8px 0;border-bottom:1px solid #eee3d3">{{amount}}</td></tr>
{{/each}}{{#each adjustments}}<tr><td style="padding:8px 0">{{label}}</td><td align="right" style="padding:8px 0">{{amount}}</td></tr>
{{/each}}<tr><td style="padding:8px 0"><strong>Total</strong></td><td align="right" style="padding:8px 0"><strong>{{total}}</strong></td></tr>
</table>
{{#if gift}}<p><strong>Gift:</strong> {{#if gift.wrap}}gift wrap it{{else}}no wrap{{/if}}{{#if gift.message}}; card message: “{{gift.message}}”{{/if}}</p>
{{/if}}${button('adminUrl', 'Open the order')}`,
    text: `New order {{orderNumber}}

{{payment}} · {{total}}
Ship to: {{customerName}}, {{phone}}
{{address}}

{{#each lines}}- {{title}} (size {{size}}, x {{quantity}}): {{amount}}{{#if personalisation}}
  {{personalisation}}{{/if}}
{{/each}}{{#each adjustments}}{{label}}: {{amount}}
{{/each}}Total: {{total}}
{{#if gift}}Gift: {{#if gift.wrap}}gift wrap it{{else}}no wrap{{/if}}{{#if gift.message}}; card message: "{{gift.message}}"{{/if}}
{{/if}}
Open the order: {{adminUrl}}`,
  },
  returnPaidOut: {
    subject: 'Your refund of {{amount}} for order {{orderNumber}} is paid',
    html: `<h1>Refund paid</h1>
<p>Hello {{firstName}}, we received the items you returned from order <strong>{{orderNumber}}</strong> and paid <strong>{{amount}}</strong> to your {{to}}.</p>
{{#if walletNote}}<p>{{walletNote}}</p>
{{/if}}${button('orderUrl', 'View your order')}`,
    text: `Refund paid

Hello {{firstName}}, we received the items you returned from order {{orderNumber}} and paid {{amount}} to your {{to}}.
{{#if walletNote}}{{walletNote}}
{{/if}}
View your order: {{orderUrl}}`,
  },
};
