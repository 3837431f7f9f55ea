import { button } from './mail-button.ts';

/**
 * The gift card's mail to its recipient, in the shop's layout. `code` is the hidden placeholder: the sender
 * puts the real code in as it hands the mail over (S65), so the outbox never holds it readable.
 */
export interface GiftCardMailData {
  giftCard: {
    recipientName: string;
    senderName: string;
    message: string | null;
    amount: string;
    code: string;
    expiresOn: string;
    shopUrl: string;
  };
}

export const GIFT_CARD_TEMPLATES = {
  giftCard: {
    subject: '{{senderName}} sent you a {{shop.shopName}} gift card of {{amount}}',
    html: `<h1>A gift for you, {{recipientName}}</h1>
<p><strong>{{senderName}}</strong> sent you a {{shop.shopName}} gift card.</p>
{{#if message}}<blockquote style="margin:16px 0;padding:12px 16px;border-left:3px solid #d8c29a;background:#faf6ef;font-style:italic">{{message}}</blockquote>{{/if}}
<table role="presentation" style="width:100%;margin:20px 0;border:1px solid #e8dcc8;border-radius:10px;background:#faf6ef"><tr><td style="padding:24px;text-align:center">
<p style="margin:0;font-size:0.85rem;letter-spacing:0.1em;color:#6e5a53">GIFT CARD</p>
<p style="margin:8px 0;font-size:2rem">{{amount}}</p>
<p style="margin:8px 0 0;font-family:monospace;font-size:1.2rem;letter-spacing:0.08em">{{code}}</p>
</td></tr></table>
<p>Spend it on anything in the shop, all at once or over several orders, until {{expiresOn}}: enter the code in your cart.</p>
${button('shopUrl', 'Choose something')}`,
    text: `A gift for you, {{recipientName}}

{{senderName}} sent you a {{shop.shopName}} gift card of {{amount}}.
{{#if message}}
"{{message}}"
{{/if}}
Your code: {{code}}

Spend it on anything in the shop, all at once or over several orders, until {{expiresOn}}: enter the code in your cart.

Choose something: {{shopUrl}}`,
  },
};
