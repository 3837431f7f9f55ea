import { INFO_PAGES } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { fillPlaceholders, renderPage } from './pages.service.ts';

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

describe('information pages with the default shop details', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ template: 'empty' })));
  afterAll(async () => t.close());

  it.each(INFO_PAGES.map((p) => p.slug))(
    'serves /api/pages/%s as a titled HTML page, every placeholder filled',
    async (slug) => {
      const res = await get(t, `/api/pages/${slug}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const page = res.json();
      expect(page.slug).toBe(slug);
      expect(page.title.length).toBeGreaterThan(3);
      expect(page.html).toMatch(/^<(p|h2)>/);
      expect(page.html).not.toMatch(/\{\{|\}\}|<h1/);
      expect(page.html.length).toBeGreaterThan(800);
    },
  );

  it('writes the shop name, contacts and policies from config into the pages', async () => {
    const about = (await get(t, '/api/pages/about')).json();
    expect(about.title).toBe('About MoonMade');
    expect(about.html).toContain('<a href="mailto:care@moonmade.in">care@moonmade.in</a>');
    expect(about.html).toContain('<a href="tel:+919876543210">+91 98765 43210</a>');
    const shipping = (await get(t, '/api/pages/shipping')).json();
    expect(shipping.html).toContain('Delivery is free on every order.');
    const returns = (await get(t, '/api/pages/returns')).json();
    expect(returns.html).toContain('within <strong>7 days of delivery</strong>');
    const contact = (await get(t, '/api/pages/contact')).json();
    expect(contact.html).toContain('14 Residency Road, Bengaluru, Karnataka 560025');
  });

  it('names the seller (legal name, address, GSTIN) and the grievance officer on the contact page', async () => {
    const contact = (await get(t, '/api/pages/contact')).json();
    expect(contact.html).toContain('MoonMade Crafts Private Limited');
    expect(contact.html).toContain('GSTIN 29AABCM1234D1ZX');
    expect(contact.html).toContain('Ananya Rao');
    expect(contact.html).toContain('Grievance Officer');
    expect(contact.html).toContain('<a href="mailto:grievance@moonmade.in">grievance@moonmade.in</a>');
    expect(contact.html).toContain('<a href="tel:+919876543211">+91 98765 43211</a>');
    const privacy = (await get(t, '/api/pages/privacy')).json();
    expect(privacy.html).toContain('version 2026-11-28');
  });

  it('has a ring size table of Indian sizes with diameter and circumference in mm', async () => {
    const { html } = (await get(t, '/api/pages/ring-size-guide')).json();
    expect(html).toContain('<th>Indian size</th>');
    expect(html).toContain('<th>Inside diameter (mm)</th>');
    const rows = [...html.matchAll(/<tr>\s*<td>(\d+)<\/td>\s*<td>([\d.]+)<\/td>\s*<td>([\d.]+)<\/td>/g)];
    expect(rows).toHaveLength(25);
    for (const [, , diameter, circumference] of rows)
      expect(Math.abs(Math.PI * Number(diameter) - Number(circumference))).toBeLessThan(0.2);
  });

  it('has a bracelet guide (bangle diameter, chain length, wrist) and a necklace length guide for every size sold', async () => {
    const bracelets = (await get(t, '/api/pages/bracelet-size-guide')).json();
    for (const cell of ['<td>S</td>', '<td>54 mm</td>', '<td>XL (men)</td>', '<td>14–15 cm</td>']) {
      expect(bracelets.html).toContain(cell);
    }
    const necklaces = (await get(t, '/api/pages/necklace-length-guide')).json();
    expect(necklaces.title).toBe('Necklace and Chain Length Guide');
    for (const cell of ['<td>M</td>', '<td>45 cm (18 in)</td>', '<td>66 cm (26 in)</td>']) {
      expect(necklaces.html).toContain(cell);
    }
  });

  it('says under which law the privacy policy is written', async () => {
    const { html } = (await get(t, '/api/pages/privacy')).json();
    expect(html).toContain('Digital Personal Data Protection Act, 2023');
  });

  it('answers 404 NOT_FOUND for a page the shop does not have', async () => {
    for (const slug of ['faq', '..%2F..%2Fpackage.json', 'about.md']) {
      const res = await get(t, `/api/pages/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers the shop details without social links when none are set', async () => {
    const res = await get(t, '/api/shop');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'MoonMade',
      paymentTestMode: true,
      supportEmail: 'care@moonmade.in',
      supportPhone: '+91 98765 43210',
      supportHours: 'Monday to Saturday, 10 AM to 6 PM',
      address: 'MoonMade Studio, 2nd Floor, 14 Residency Road, Bengaluru, Karnataka 560025',
      cashOnDelivery: { enabled: true, maxOrder: 5000, fee: 0 },
      delivery: { charge: 0, freeFrom: 0 },
      deliveryDays: { min: 3, max: 7 },
      giftWrapFee: 0,
      prepaidDiscount: 0,
      returnWindowDays: 7,
      seller: {
        legalName: 'MoonMade Crafts Private Limited',
        address: 'MoonMade Studio, 2nd Floor, 14 Residency Road, Bengaluru, Karnataka 560025',
        gstin: '29AABCM1234D1ZX',
        countryOfOrigin: 'India',
      },
      grievanceOfficer: {
        name: 'Ananya Rao',
        designation: 'Grievance Officer',
        email: 'grievance@moonmade.in',
        phone: '+91 98765 43211',
      },
      privacyNoticeVersion: '2026-11-28',
      social: {},
    });
  });
});

describe('information pages with a configured shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      template: 'empty',
      env: {
        SHOP_NAME: 'Tara & Co <b>Jewels</b>',
        SUPPORT_EMAIL: 'help@tara.example',
        SUPPORT_PHONE: '+91 (80) 4567-8900',
        SHOP_ADDRESS: '7 *Lake* Road, [Pune](javascript:alert(1)) 411001',
        DELIVERY_CHARGE: '50',
        FREE_DELIVERY_MIN: '499',
        RETURN_WINDOW_DAYS: '10',
        SOCIAL_INSTAGRAM: 'https://www.instagram.com/tara.jewels',
        SOCIAL_PINTEREST: 'https://in.pinterest.com/tarajewels',
      },
    });
  });
  afterAll(async () => t.close());

  it('S13 shows config values as text: no markup, links or emphasis from them', async () => {
    const about = (await get(t, '/api/pages/about')).json();
    expect(about.title).toBe('About Tara & Co <b>Jewels</b>');
    expect(about.html).toContain('Tara &amp; Co &lt;b&gt;Jewels&lt;/b&gt;');
    expect(about.html).not.toContain('<b>');
    const contact = (await get(t, '/api/pages/contact')).json();
    expect(contact.html).toContain('7 *Lake* Road, [Pune](javascript:alert(1)) 411001');
    expect(contact.html).not.toMatch(/javascript:alert\(1\)"|<em>Lake/);
    expect(contact.html).toContain('<a href="tel:+918045678900">+91 (80) 4567-8900</a>');
  });

  it('quotes the delivery charge, free-delivery minimum and return window', async () => {
    const shipping = (await get(t, '/api/pages/shipping')).json();
    expect(shipping.html).toContain(
      'Delivery is free on orders of ₹499 and above, counted after any coupon; orders below that pay a delivery charge of ₹50',
    );
    const returns = (await get(t, '/api/pages/returns')).json();
    expect(returns.html).toContain('within <strong>10 days of delivery</strong>');
  });

  it('answers only the social links that are set', async () => {
    const shop = (await get(t, '/api/shop')).json();
    expect(shop.name).toBe('Tara & Co <b>Jewels</b>');
    expect(shop.social).toEqual({
      instagram: 'https://www.instagram.com/tara.jewels',
      pinterest: 'https://in.pinterest.com/tarajewels',
    });
  });
});

describe('rendering markdown', () => {
  it('S13 shows raw HTML of the source as text and drops links to anything but web, mail, phone and our pages', () => {
    const page = renderPage(
      'x',
      '# Title\n\n<script>alert(1)</script>\n\nText <img src=x onerror=alert(1)> [bad](javascript:alert(1)) [ok](/pages/about) [data](data:text/html,hi)',
    );
    expect(page.title).toBe('Title');
    expect(page.html).not.toMatch(/<script|<img|href="javascript|href="data/);
    expect(page.html).toContain('&lt;script&gt;');
    expect(page.html).toContain('<a href="/pages/about">ok</a>');
  });

  it('refuses a page without a title and an unknown placeholder, so a broken page never ships', () => {
    expect(() => renderPage('x', 'No heading here')).toThrow(/needs a "# Title"/);
    expect(() => fillPlaceholders('Hello {{nobody}}', {}, 'x.md')).toThrow(
      /unknown placeholder \{\{nobody\}\}/,
    );
  });
});
