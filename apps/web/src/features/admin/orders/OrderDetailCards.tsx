import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type AdminOrderDetail, formatRupees, imageSrcSet } from '@shop/contracts';
import type { ReactNode } from 'react';
import { DownloadButton } from '../../../components/TaxDocumentLinks.tsx';
import { formatDateTime } from '../shared/adminFormat.ts';
import { PersonalisedItemNote } from './PersonalisedItemNote.tsx';
import { OrderAddressButton } from './shipping/OrderAddressDialog.tsx';

/** One titled box of the order page. */
export function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: { xs: 2, md: 2.5 }, minWidth: 0 }}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5, fontSize: '1.05rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Where to send the parcel: shown whatever the payment state, cash on delivery included. */
export function ShipToCard({ order }: { order: AdminOrderDetail }) {
  const a = order.shippingAddress;
  return (
    <Card title="Ship to" id="order-ship-to">
      <Typography sx={{ fontWeight: 600 }}>
        {a.firstName} {a.lastName}
      </Typography>
      <Typography variant="body2">
        <Link href={`tel:${a.phoneNumber.replace(/\s+/g, '')}`}>{a.phoneNumber}</Link>
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
        {[a.streetAddress, a.landmark, `${a.city}, ${a.state} ${a.pincode}`].filter(Boolean).join('\n')}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          mt: 1,
          overflowWrap: 'anywhere',
        }}
      >
        {a.email}
        {order.user.email !== a.email ? ` · account ${order.user.email}` : ''}
      </Typography>
      {order.shipment?.courier && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {order.shipment.courier} · {order.shipment.trackingNumber}
        </Typography>
      )}
      <OrderAddressButton order={order} />
    </Card>
  );
}

export function ItemsCard({ order }: { order: AdminOrderDetail }) {
  return (
    <Card title={`Items (${order.totalItem})`} id="order-items">
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {order.orderItems.map((item) => (
          <Box component="li" key={item._id} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Avatar
              variant="rounded"
              alt=""
              src={item.product.Image}
              srcSet={imageSrcSet(item.product.Image)}
              sizes="48px"
              sx={{ width: 48, height: 48, bgcolor: 'grey.100' }}
            />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {item.product.title}
              </Typography>
              <Typography
                variant="body2"
                sx={{
                  color: 'text.secondary',
                }}
              >
                Size <strong>{item.size.toUpperCase()}</strong> · Qty <strong>{item.quantity}</strong>
              </Typography>
              {item.personalisation && (
                <PersonalisedItemNote
                  orderId={order._id}
                  itemId={item._id}
                  personalisation={item.personalisation}
                  returnable={item.returnable}
                />
              )}
            </Box>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {formatRupees(item.discountedPrice)}
            </Typography>
          </Box>
        ))}
      </Box>
      {order.gift ? (
        <Typography variant="body2" sx={{ mt: 2 }} data-testid="order-gift">
          <strong>Gift:</strong> {order.gift.wrap ? 'gift wrap it' : 'no wrap'}
          {order.gift.message ? `; card message: “${order.gift.message}”` : ''}
        </Typography>
      ) : null}
    </Card>
  );
}

function Row({
  label,
  value,
  strong = false,
  amount = false,
}: {
  label: string;
  value: ReactNode;
  strong?: boolean;
  /** A sum of money: kept on one line (a phone broke "−₹0.20" after the minus sign). */
  amount?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography
        variant="body2"
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 600 : 400 }}
      >
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: strong ? 600 : 400, textAlign: 'right', whiteSpace: amount ? 'nowrap' : undefined }}
      >
        {value}
      </Typography>
    </Box>
  );
}

const PAYMENT_WORDS: Record<string, string> = {
  PAID: 'Paid',
  PENDING: 'Awaiting payment',
  DUE: 'Cash due on delivery',
  CANCELLED: 'Not paid (cancelled)',
  REFUND_PENDING: 'Refund pending',
  REFUNDED: 'Refunded',
};

/** The payment's state; a refund that went to store credit or a gift card says so, with the amounts. */
function paymentWords(p: AdminOrderDetail['paymentDetails']): string {
  const words = PAYMENT_WORDS[p.status] ?? p.status;
  const back = p.walletRefund;
  if (p.status !== 'REFUNDED' || !back) return words;
  const parts = [
    back.storeCredit > 0 && `${formatRupees(back.storeCredit)} to store credit`,
    back.giftCard > 0 && `${formatRupees(back.giftCard)} to the gift card`,
  ].filter(Boolean);
  return parts.length ? `${words} (${parts.join(', ')})` : words;
}

export function PaymentCard({ order }: { order: AdminOrderDetail }) {
  const p = order.paymentDetails;
  return (
    <Card title="Payment" id="order-payment">
      <Row label="Method" value={p.method === 'COD' ? 'Cash on delivery' : 'Online'} />
      <Row label="State" value={paymentWords(p)} />
      {p.paidAt && (
        <Row label={p.method === 'COD' ? 'Cash collected' : 'Paid'} value={formatDateTime(p.paidAt)} />
      )}
      {p.paymentId && (
        <Row
          label="Payment id"
          value={
            <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {p.paymentId}
            </Box>
          }
        />
      )}
      <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }}>
        <Row amount label="Items" value={formatRupees(order.totalDiscountedPrice)} />
        {order.coupon && (
          <Row
            amount
            label={`Coupon ${order.coupon.code}`}
            value={`−${formatRupees(order.coupon.discount)}`}
          />
        )}
        {order.prepaidDiscount > 0 && (
          <Row
            amount
            label="Prepaid discount (paid online)"
            value={`−${formatRupees(order.prepaidDiscount)}`}
          />
        )}
        <Row
          amount
          label="Delivery"
          value={order.deliveryCharge ? formatRupees(order.deliveryCharge) : 'Free'}
        />
        {order.giftWrap > 0 && <Row amount label="Gift wrap" value={formatRupees(order.giftWrap)} />}
        {order.codFee > 0 && <Row amount label="Cash-on-delivery fee" value={formatRupees(order.codFee)} />}
        {order.roundOff !== 0 && (
          <Row
            amount
            label="Round off (cash in whole rupees)"
            value={`${order.roundOff < 0 ? '−' : '+'}${formatRupees(Math.abs(order.roundOff))}`}
          />
        )}
        <Row label="Total" value={formatRupees(order.totalPayable)} strong amount />
      </Box>
      {p.refunds.map((r) => (
        <Row
          key={r._id}
          label={
            r.unappliedPayment
              ? 'Refund of a payment the order could not take'
              : r.returnId
                ? 'Refund of a return'
                : 'Refund of the order'
          }
          value={`${formatRupees(r.amount)} · ${r.status.toLowerCase()}`}
        />
      ))}
    </Card>
  );
}

const DOCUMENT_WORDS = { invoice: 'Invoice', credit_note: 'Credit note' } as const;

/** The order's tax invoice and credit notes (a full one after a cancel, one per refunded return), as PDFs. */
export function DocumentsCard({ order }: { order: AdminOrderDetail }) {
  return (
    <Card title="GST documents" id="order-documents">
      {order.documents.length === 0 ? (
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          {order.paymentDetails.method === 'COD'
            ? 'The tax invoice is issued when the cash is collected.'
            : 'The tax invoice is issued when the order is paid.'}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {order.documents.map((doc) => (
            <Box
              key={doc.number}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                flexWrap: 'wrap',
              }}
            >
              <Typography variant="body2">
                {DOCUMENT_WORDS[doc.kind]} {doc.number}
                {doc.returnId ? ' (return)' : ''}
              </Typography>
              <DownloadButton
                path={doc.url}
                label={`Download ${DOCUMENT_WORDS[doc.kind].toLowerCase()} ${doc.number} PDF`}
                shortLabel="PDF"
                fileName={`${doc.number.replace(/\//g, '-')}.pdf`}
              />
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
