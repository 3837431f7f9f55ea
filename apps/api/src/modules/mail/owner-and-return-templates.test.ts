import { describe, expect, it } from 'vitest';
import { renderMail } from './templates.ts';

const shop = {
  shopName: 'MoonMade',
  appUrl: 'https://moonmade.example',
  supportEmail: 'care@moonmade.example',
  orderAlertEmail: 'owner@moonmade.example',
};

describe('the owner’s new-order mail and the cash refund mail', () => {
  it('S44 escapes what the customer typed (name, address) in the owner’s mail and keeps the subject on one line', () => {
    const mail = renderMail(
      'newOrder',
      {
        orderNumber: '#AB12CD34',
        payment: 'Cash on delivery',
        customerName: 'Asha <b>Verma</b>',
        phone: '9876543210',
        address:
          '12 MG Road\r\nBcc: x@evil.example, <img src=x onerror=alert(1)>, Bengaluru, Karnataka 560001',
        lines: [{ title: 'Moon ring', size: 'm', quantity: 2, amount: '₹1,998' }],
        adjustments: [
          { label: 'Coupon WELCOME10', amount: '−₹199.80' },
          { label: 'Gift wrap', amount: '₹50' },
        ],
        gift: { wrap: true, message: 'For <b>you</b>' },
        total: '₹1,848.20',
        adminUrl: 'https://moonmade.example/admin/orders/1',
      },
      shop,
    );
    expect(mail.subject).toBe('New order #AB12CD34: ₹1,848.20, Cash on delivery');
    expect(mail.html).toContain('Asha &lt;b&gt;Verma&lt;/b&gt;');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('Coupon WELCOME10');
    // Issue 40, item 6: the gift wrap line and the card's message reach the owner, escaped.
    expect(mail.text).toContain('Gift wrap: ₹50');
    expect(mail.html).toContain('card message: “For &lt;b&gt;you&lt;/b&gt;”');
    expect(mail.text).toContain('Moon ring (size M, x 2): ₹1,998');
    expect(mail.text).toContain('Open the order: https://moonmade.example/admin/orders/1');
  });

  it('the paid-out mail names where the money went', () => {
    const mail = renderMail(
      'returnPaidOut',
      {
        firstName: 'Asha',
        orderNumber: '#AB12CD34',
        amount: '₹1,200',
        to: 'UPI ID asha@okaxis',
        walletNote: '',
        orderUrl: 'https://moonmade.example/account/order/1',
      },
      shop,
    );
    expect(mail.subject).toBe('Your refund of ₹1,200 for order #AB12CD34 is paid');
    expect(mail.text).toContain('paid ₹1,200 to your UPI ID asha@okaxis');
    expect(mail.text).not.toContain('Also,');
  });
});
