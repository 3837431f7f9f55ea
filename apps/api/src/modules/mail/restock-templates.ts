/**
 * The back-in-stock mail a "Notify me" request asked for. Kept apart from templates.ts, which spreads it into
 * its table; same Handlebars rules (S44).
 */

export interface RestockMailData {
  backInStock: { title: string; size: string; productUrl: string; unsubscribeUrl: string };
}

const button = (url: string, label: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0"><tr><td style="background:#4f332c;border-radius:4px"><a href="{{${url}}}" style="display:inline-block;padding:12px 24px;color:#fffdf9;text-decoration:none;font-weight:600">${label}</a></td></tr></table>`;

export const RESTOCK_TEMPLATES = {
  backInStock: {
    subject: '{{title}} in size {{size}} is back at {{shop.shopName}}',
    html: `<h1>It is back</h1>
<p><strong>{{title}}</strong> in size <strong>{{size}}</strong> is in stock again. Pieces are made in small batches, so it may not stay long.</p>
${button('productUrl', 'See it now')}
<p style="color:#6e5a53">You asked us to tell you once; this is the only mail about it. <a href="{{unsubscribeUrl}}" style="color:#6e5a53">Unsubscribe from our marketing mail</a></p>`,
    text: `It is back

{{title}} in size {{size}} is in stock again. Pieces are made in small batches, so it may not stay long.

See it now: {{productUrl}}

You asked us to tell you once; this is the only mail about it.
Unsubscribe from our marketing mail: {{unsubscribeUrl}}`,
  },
};
