import { OneTimeLinkPage } from '../../components/OneTimeLinkPage.tsx';
import { SuccessAlert } from '../../components/SuccessAlert.tsx';
import { guestOrderPath, guestOrderToken } from '../../lib/guestOrderTokens.ts';

/**
 * A guest's order opens on its own page with its token (the server's answer carries it, so this works on any
 * device; else the one kept in this browser); a customer's in My Orders.
 */
function orderPage(confirmed: Confirmed): string {
  const token = confirmed.orderToken ?? guestOrderToken(confirmed.orderId);
  return token ? guestOrderPath(confirmed.orderId, token) : `/account/order/${confirmed.orderId}`;
}

interface Confirmed {
  orderId: string;
  orderNumber: string;
  confirmedAt: string;
  orderToken?: string;
}

/**
 * `/cod-confirm?token=…`, opened from the mail a cash-on-delivery order sends: the customer confirms it, and
 * only then does the shop ship it. A button, not the page load, confirms, so a mail scanner that opens links
 * confirms nothing. Works signed out: the token alone names the order.
 */
export default function CodConfirmLinkPage() {
  return (
    <OneTimeLinkPage<Confirmed>
      path="/api/orders/cod-confirm"
      heading="Confirm your order"
      intro="You chose to pay cash on delivery. Confirm the order and we will pack and ship it."
      done={(confirmed) => (
        <SuccessAlert next={{ to: orderPage(confirmed), label: 'View order' }}>
          Thank you: order {confirmed.orderNumber} is confirmed. We will ship it soon; please have the cash
          ready on delivery.
        </SuccessAlert>
      )}
      failure="Your order could not be confirmed. Please try again."
      action={{ label: 'Confirm my order', pendingLabel: 'Confirming…' }}
    />
  );
}
