import Handlebars from 'handlebars';
import { COD_CONFIRM_TEMPLATES, type CodConfirmMailData } from './cod-confirm-template.ts';
import { GIFT_CARD_TEMPLATES, type GiftCardMailData } from './gift-card-template.ts';
import { GRIEVANCE_TEMPLATES, type GrievanceMailData } from './grievance-templates.ts';
import { GUEST_ORDERS_TEMPLATES, type GuestOrdersMailData } from './guest-orders-template.ts';
import type { MailSettings } from './mail-settings.ts';
import { OFFERS_CONFIRM_TEMPLATES, type OffersConfirmMailData } from './offers-confirm-template.ts';
import { OWNER_AND_RETURN_TEMPLATES, type OwnerAndReturnMailData } from './owner-and-return-templates.ts';
import { REMINDER_TEMPLATES, type ReminderMailData } from './reminder-templates.ts';
import { RESTOCK_TEMPLATES, type RestockMailData } from './restock-templates.ts';
import { sizesAsShown } from './sizes-as-shown.ts';

/**
 * The shop's mail, written as Handlebars templates: `{{ }}` escapes everything it prints into HTML (S44),
 * so a customer's name or a courier's text can never become markup. Each mail has an HTML body inside the
 * shared responsive layout, a plain-text alternative and a subject (text templates do not escape: they are
 * never read as HTML).
 */

import { button } from './mail-button.ts';
import type { OrderLine } from './order-line.ts';

/** A coupon, delivery or fee line of an order: `amount` formatted, with its sign for a discount. */
export interface OrderAdjustment {
  label: string;
  amount: string;
}

export interface MailData
  extends OwnerAndReturnMailData,
    RestockMailData,
    ReminderMailData,
    CodConfirmMailData,
    GuestOrdersMailData,
    OffersConfirmMailData,
    GiftCardMailData,
    GrievanceMailData {
  welcome: { firstName: string };
  orderPlaced: {
    firstName: string;
    orderNumber: string;
    lines: OrderLine[];
    adjustments: OrderAdjustment[];
    total: string;
    orderUrl: string;
    /** An order paid online has its tax invoice already: a guest's PDF link (tokened), a member's order page. */
    invoiceUrl: string | null;
  };
  shipped: {
    firstName: string;
    orderNumber: string;
    courier: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
    orderUrl: string;
  };
  outForDelivery: { firstName: string; orderNumber: string; orderUrl: string };
  delivered: { firstName: string; orderNumber: string; orderUrl: string };
  cancelled: { firstName: string; orderNumber: string; orderUrl: string };
  /** `amount`: formatted with formatPaise. */
  refunded: { firstName: string; orderNumber: string; amount: string; orderUrl: string };
  passwordReset: { firstName: string; resetUrl: string; minutes: number };
  /** Sent after a signed-in change, so a stolen session that changed it does not go unnoticed. */
  passwordChanged: { firstName: string; forgotUrl: string };
  /** `amount`: formatted with formatPaise. */
  returnApproved: { firstName: string; orderNumber: string; amount: string; orderUrl: string };
  returnRejected: { firstName: string; orderNumber: string; reason: string; orderUrl: string };
  /** The daily list for the shop's admins: sizes at or below LOW_STOCK_THRESHOLD. */
  lowStock: {
    threshold: number;
    sizes: { title: string; size: string; quantity: number }[];
    productsUrl: string;
  };
}
export type MailKind = keyof MailData;

interface Template {
  subject: string;
  html: string;
  text: string;
}

const TEMPLATES: { [K in MailKind]: Template } = {
  ...OWNER_AND_RETURN_TEMPLATES,
  ...RESTOCK_TEMPLATES,
  ...REMINDER_TEMPLATES,
  ...COD_CONFIRM_TEMPLATES,
  ...GUEST_ORDERS_TEMPLATES,
  ...OFFERS_CONFIRM_TEMPLATES,
  ...GIFT_CARD_TEMPLATES,
  ...GRIEVANCE_TEMPLATES,
  welcome: {
    subject: 'Welcome to {{shop.shopName}}',
    html: `<h1>Welcome, {{firstName}}</h1>
<p>Your {{shop.shopName}} account is ready. Save pieces to your wishlist, check out faster and follow your orders from your account.</p>
${button('shop.appUrl', 'Start shopping')}`,
    text: `Welcome, {{firstName}}

Your {{shop.shopName}} account is ready. Save pieces to your wishlist, check out faster and follow your orders from your account.

Start shopping: {{shop.appUrl}}`,
  },
  orderPlaced: {
    subject: 'Your {{shop.shopName}} order {{orderNumber}} is placed',
    html: `<h1>Thank you, {{firstName}}</h1>
<p>We have your order <strong>{{orderNumber}}</strong> and are getting it ready.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">
{{#each lines}}<tr><td style="padding:8px 0;border-bottom:1px solid #eee3d3">{{title}} <span style="color:#6e5a53">(size {{size}}, × {{quantity}})</span>{{#if personalisation}}<br><strong>{{personalisation}}</strong>{{/if}}</td><td align="right" style="padding:8px 0;border-bottom:1px solid #eee3d3">{{amount}}</td></tr>
{{/each}}{{#each adjustments}}<tr><td style="padding:8px 0;border-bottom:1px solid #eee3d3">{{label}}</td><td align="right" style="padding:8px 0;border-bottom:1px solid #eee3d3">{{amount}}</td></tr>
{{/each}}<tr><td style="padding:8px 0"><strong>Total</strong></td><td align="right" style="padding:8px 0"><strong>{{total}}</strong></td></tr>
</table>
{{#if invoiceUrl}}<p>Your tax invoice: <a href="{{invoiceUrl}}">download it (PDF)</a>.</p>
{{/if}}${button('orderUrl', 'View your order')}`,
    text: `Thank you, {{firstName}}

We have your order {{orderNumber}} and are getting it ready.

{{#each lines}}- {{title}} (size {{size}}, x {{quantity}}): {{amount}}{{#if personalisation}}
  {{personalisation}}{{/if}}
{{/each}}{{#each adjustments}}{{label}}: {{amount}}
{{/each}}Total: {{total}}
{{#if invoiceUrl}}
Your tax invoice (PDF): {{invoiceUrl}}
{{/if}}
View your order: {{orderUrl}}`,
  },
  shipped: {
    subject: 'Your {{shop.shopName}} order {{orderNumber}} has shipped',
    html: `<h1>On its way, {{firstName}}</h1>
<p>Your order <strong>{{orderNumber}}</strong> has left our studio.</p>
{{#if courier}}<p>Courier: <strong>{{courier}}</strong><br>Tracking number: <strong>{{trackingNumber}}</strong></p>{{/if}}
{{#if trackingUrl}}${button('trackingUrl', 'Track your parcel')}{{else}}${button('orderUrl', 'View your order')}{{/if}}`,
    text: `On its way, {{firstName}}

Your order {{orderNumber}} has left our studio.
{{#if courier}}
Courier: {{courier}}
Tracking number: {{trackingNumber}}
{{/if}}{{#if trackingUrl}}
Track your parcel: {{trackingUrl}}
{{/if}}
View your order: {{orderUrl}}`,
  },
  outForDelivery: {
    subject: 'Your {{shop.shopName}} order {{orderNumber}} is out for delivery',
    html: `<h1>Arriving today, {{firstName}}</h1>
<p>Your order <strong>{{orderNumber}}</strong> is out for delivery. Please keep your phone close for the courier.</p>
${button('orderUrl', 'View your order')}`,
    text: `Arriving today, {{firstName}}

Your order {{orderNumber}} is out for delivery. Please keep your phone close for the courier.

View your order: {{orderUrl}}`,
  },
  delivered: {
    subject: 'Your {{shop.shopName}} order {{orderNumber}} is delivered',
    html: `<h1>Delivered, {{firstName}}</h1>
<p>Your order <strong>{{orderNumber}}</strong> has been delivered. We hope you love it — tell others what you think with a review.</p>
${button('orderUrl', 'Write a review')}`,
    text: `Delivered, {{firstName}}

Your order {{orderNumber}} has been delivered. We hope you love it: tell others what you think with a review.

Write a review: {{orderUrl}}`,
  },
  cancelled: {
    subject: 'Your {{shop.shopName}} order {{orderNumber}} is cancelled',
    html: `<h1>Order cancelled</h1>
<p>Hello {{firstName}}, your order <strong>{{orderNumber}}</strong> has been cancelled. If you paid for it, the refund goes back to the way you paid.</p>
${button('orderUrl', 'View your order')}`,
    text: `Order cancelled

Hello {{firstName}}, your order {{orderNumber}} has been cancelled. If you paid for it, the refund goes back to the way you paid.

View your order: {{orderUrl}}`,
  },
  refunded: {
    subject: 'Your refund of {{amount}} for order {{orderNumber}} is on its way',
    html: `<h1>Refund sent</h1>
<p>Hello {{firstName}}, we have refunded <strong>{{amount}}</strong> for your order <strong>{{orderNumber}}</strong> to the way you paid. Banks usually show it within 5–7 working days.</p>
${button('orderUrl', 'View your order')}`,
    text: `Refund sent

Hello {{firstName}}, we have refunded {{amount}} for your order {{orderNumber}} to the way you paid. Banks usually show it within 5-7 working days.

View your order: {{orderUrl}}`,
  },
  returnApproved: {
    subject: 'Your return for order {{orderNumber}} is approved',
    html: `<h1>Return approved</h1>
<p>Hello {{firstName}}, we have approved your return for order <strong>{{orderNumber}}</strong> and are arranging a pickup of the items. Once they reach us we refund <strong>{{amount}}</strong>; you will hear from us when it is sent.</p>
${button('orderUrl', 'View your order')}`,
    text: `Return approved

Hello {{firstName}}, we have approved your return for order {{orderNumber}} and are arranging a pickup of the items. Once they reach us we refund {{amount}}; you will hear from us when it is sent.

View your order: {{orderUrl}}`,
  },
  returnRejected: {
    subject: 'About your return for order {{orderNumber}}',
    html: `<h1>Return not accepted</h1>
<p>Hello {{firstName}}, we could not accept your return for order <strong>{{orderNumber}}</strong>:</p>
<blockquote style="margin:12px 0;padding:8px 16px;border-left:3px solid #b08d57">{{reason}}</blockquote>
<p>Reply to this mail if you have any questions.</p>
${button('orderUrl', 'View your order')}`,
    text: `Return not accepted

Hello {{firstName}}, we could not accept your return for order {{orderNumber}}:

{{reason}}

Reply to this mail if you have any questions.

View your order: {{orderUrl}}`,
  },
  passwordReset: {
    subject: 'Reset your {{shop.shopName}} password',
    html: `<h1>Reset your password</h1>
<p>Hello {{firstName}}, someone (we hope you) asked to reset the password of your {{shop.shopName}} account. The link works once, for {{minutes}} minutes.</p>
${button('resetUrl', 'Choose a new password')}
<p style="color:#6e5a53">If you did not ask for this, ignore this mail: your password stays as it is.</p>`,
    text: `Reset your password

Hello {{firstName}}, someone (we hope you) asked to reset the password of your {{shop.shopName}} account. The link works once, for {{minutes}} minutes:

{{resetUrl}}

If you did not ask for this, ignore this mail: your password stays as it is.`,
  },
  passwordChanged: {
    subject: 'Your {{shop.shopName}} password was changed',
    html: `<h1>Your password was changed</h1>
<p>Hello {{firstName}}, the password of your {{shop.shopName}} account was just changed, and every other device was signed out.</p>
<p>If this was not you, choose a new password now and write to us.</p>
${button('forgotUrl', 'Reset my password')}`,
    text: `Your password was changed

Hello {{firstName}}, the password of your {{shop.shopName}} account was just changed, and every other device was signed out.

If this was not you, choose a new password now and write to us:

{{forgotUrl}}`,
  },
  lowStock: {
    subject: '{{sizes.length}} size(s) running low at {{shop.shopName}}',
    html: `<h1>Running low</h1>
<p>These sizes have {{threshold}} or fewer pieces left:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">
{{#each sizes}}<tr><td style="padding:6px 0;border-bottom:1px solid #eee3d3">{{title}} <span style="color:#6e5a53">(size {{size}})</span></td><td align="right" style="padding:6px 0;border-bottom:1px solid #eee3d3">{{quantity}} left</td></tr>
{{/each}}</table>
${button('productsUrl', 'Open the products')}`,
    text: `Running low

These sizes have {{threshold}} or fewer pieces left:
{{#each sizes}}
- {{title}} (size {{size}}): {{quantity}} left{{/each}}

Open the products: {{productsUrl}}`,
  },
};

const LAYOUT_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{{subject}}</title></head>
<body style="margin:0;padding:0;background:#fbf7f0;color:#4f332c;font-family:system-ui,Segoe UI,Roboto,Arial,sans-serif;font-size:15px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf7f0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fffdf9;border:1px solid #eee3d3;border-radius:6px">
<tr><td style="padding:20px 28px;border-bottom:2px solid #b08d57;font-family:Cormorant Garamond,Times New Roman,serif;font-size:26px;letter-spacing:1px">{{shop.shopName}}</td></tr>
<tr><td style="padding:8px 28px 24px">{{{body}}}</td></tr>
<tr><td style="padding:16px 28px;background:#f6efe4;color:#6e5a53;font-size:13px">Questions? Write to <a href="mailto:{{shop.supportEmail}}" style="color:#4f332c">{{shop.supportEmail}}</a> or reply to this mail.<br><a href="{{shop.appUrl}}" style="color:#4f332c">{{shop.appUrl}}</a></td></tr>
</table></td></tr></table></body></html>`;

const LAYOUT_TEXT = `{{{body}}}

--
{{shop.shopName}} · {{shop.appUrl}}
Questions? Write to {{shop.supportEmail}}`;

const handlebars = Handlebars.create();
const compileHtml = (source: string) => handlebars.compile(source, { strict: true });
const compileText = (source: string) => handlebars.compile(source, { strict: true, noEscape: true });

const compiled = Object.fromEntries(
  Object.entries(TEMPLATES).map(([kind, t]) => [
    kind,
    { subject: compileText(t.subject), html: compileHtml(t.html), text: compileText(t.text) },
  ]),
) as Record<
  MailKind,
  { subject: HandlebarsTemplateDelegate; html: HandlebarsTemplateDelegate; text: HandlebarsTemplateDelegate }
>;
const htmlLayout = compileHtml(LAYOUT_HTML);
const textLayout = compileText(LAYOUT_TEXT);

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** One line, whatever it was given: a header can never be split into two (S44). */
export const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

export function renderMail<K extends MailKind>(kind: K, data: MailData[K], shop: MailSettings): RenderedMail {
  const template = compiled[kind];
  const context = { ...sizesAsShown(data), shop };
  const subject = oneLine(template.subject(context));
  return {
    subject,
    html: htmlLayout({ body: template.html(context), subject, shop }),
    text: textLayout({ body: template.text(context), shop }),
  };
}
