import { button } from './mail-button.ts';

/**
 * Marketing mail (S59): the back-in-stock mail a "Notify me" request asked for, and the reminder of a cart left
 * with items. Kept apart from templates.ts, which spreads it into
 * its table; same Handlebars rules (S44).
 */

export interface RestockMailData {
  backInStock: { title: string; size: string; productUrl: string; unsubscribeUrl: string };
  cartReminder: {
    firstName: string;
    lines: { title: string; size: string; quantity: number }[];
    cartUrl: string;
    unsubscribeUrl: string;
  };
}

export const RESTOCK_TEMPLATES = {
  backInStock: {
    subject: '{{title}} in size {{size}} is back at {{shop.shopName}}',
    html: `<h1>It is back</h1>
<p><strong>{{title}}</strong> in size <strong>{{size}}</strong> is in stock again.</p>
${button('productUrl', 'See it now')}
<p style="color:#6e5a53">You asked us to tell you once; this is the only mail about it. <a href="{{unsubscribeUrl}}" style="color:#6e5a53">Unsubscribe from our marketing mail</a></p>`,
    text: `It is back

{{title}} in size {{size}} is in stock again.

See it now: {{productUrl}}

You asked us to tell you once; this is the only mail about it.
Unsubscribe from our marketing mail: {{unsubscribeUrl}}`,
  },
  cartReminder: {
    subject: 'Still thinking it over, {{firstName}}?',
    html: `<h1>Your cart is waiting</h1>
<p>Hello {{firstName}}, you left these in your {{shop.shopName}} cart:</p>
<ul>{{#each lines}}<li>{{title}} <span style="color:#6e5a53">(size {{size}}, × {{quantity}})</span></li>{{/each}}</ul>
${button('cartUrl', 'Back to my cart')}
<p style="color:#6e5a53">Prices and stock are checked again when you check out. <a href="{{unsubscribeUrl}}" style="color:#6e5a53">Unsubscribe from our marketing mail</a></p>`,
    text: `Your cart is waiting

Hello {{firstName}}, you left these in your {{shop.shopName}} cart:
{{#each lines}}
- {{title}} (size {{size}}, x {{quantity}}){{/each}}

Back to my cart: {{cartUrl}}

Prices and stock are checked again when you check out.
Unsubscribe from our marketing mail: {{unsubscribeUrl}}`,
  },
};
