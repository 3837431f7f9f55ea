import { button } from './mail-button.ts';

/**
 * The double opt-in mail of a guest who ticked "send me offers" at checkout (S72): nothing is recorded until its
 * link is followed; the link is hidden in the outbox (S46). Spread into templates.ts; same Handlebars rules (S44).
 */
export interface OffersConfirmMailData {
  confirmOffers: { firstName: string; linkUrl: string; hours: number };
}

export const OFFERS_CONFIRM_TEMPLATES = {
  confirmOffers: {
    subject: 'Confirm you want offers from {{shop.shopName}}',
    html: `<h1>Offers by mail?</h1>
<p>Hello {{firstName}}, an order at {{shop.shopName}} asked for our offers and news to be sent to this email address. If that was you, confirm it with the button; the link works once, for {{hours}} hours.</p>
${button('linkUrl', 'Yes, send me offers')}
<p style="color:#6e5a53">Not you, or changed your mind? Ignore this mail: without it we send no offers here.</p>`,
    text: `Offers by mail?

Hello {{firstName}}, an order at {{shop.shopName}} asked for our offers and news to be sent to this email address. If that was you, confirm it with the button; the link works once, for {{hours}} hours.

Yes, send me offers: {{linkUrl}}

Not you, or changed your mind? Ignore this mail: without it we send no offers here.`,
  },
};
