import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { type CodPayOnlineQuoteReply, type CodPayOnlineReturnReply, formatRupees } from '@shop/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { NarrowPage } from '../../components/NarrowPage.tsx';
import { OneTimeLinkView } from '../../components/OneTimeLinkPage.tsx';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useOneTimeLink } from '../../lib/useOneTimeLink.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

/**
 * `/cod-pay?token=…`, the "pay online and save" link of a cash-on-delivery confirmation (mail or WhatsApp):
 * shows what paying online costs now, and a button makes the payment link and goes to it. The order moves to
 * online payment only once the gateway reports the payment captured.
 */
export default function CodPayOnlinePage() {
  const { token, spend: pay } = useOneTimeLink<{ url: string }>(
    '/api/orders/cod-pay-online/link',
    ({ url }) => window.location.assign(url),
  );
  usePageTitle('Pay online and save');
  const quote = useQuery({
    queryKey: ['cod-pay-online', token],
    queryFn: () =>
      api<CodPayOnlineQuoteReply>('/api/orders/cod-pay-online/quote', { method: 'POST', body: { token } }),
    enabled: token !== '',
    retry: false,
  });
  const q = quote.data;
  const intro = q ? (
    q.unavailable ? (
      <Alert severity="info">{q.unavailable}</Alert>
    ) : (
      <>
        Order {q.orderNumber} is to be paid in cash on delivery: {formatRupees(q.codTotal)}. Pay online now
        instead and it costs {formatRupees(q.onlineTotal)}: you save {formatRupees(q.saving)}.
      </>
    )
  ) : quote.isError ? (
    <Alert severity="error">{errorMessage(quote.error, 'This link could not be opened.')}</Alert>
  ) : (
    'Loading your order…'
  );
  return (
    <OneTimeLinkView
      heading="Pay online and save"
      intro={intro}
      spend={pay}
      ready={!!q && q.unavailable === null && !pay.isSuccess}
      failure="The payment could not be started. Please try again."
      action={{
        label: q ? `Pay ${formatRupees(q.onlineTotal)} online` : 'Pay online',
        pendingLabel: 'Opening the payment page…',
      }}
    />
  );
}

/** `/cod-pay/paid`: back from the payment page; the server asks the gateway, never the address, what happened. */
export function CodPaidOnlinePage() {
  const [params] = useSearchParams();
  const linkId = params.get('razorpay_payment_link_id') ?? '';
  usePageTitle('Payment received');
  const check = useMutation({
    mutationFn: () =>
      api<CodPayOnlineReturnReply>('/api/orders/cod-pay-online/return', {
        method: 'POST',
        body: { linkId },
      }),
  });
  const { mutate } = check;
  useEffect(() => {
    if (linkId) mutate();
  }, [linkId, mutate]);
  return (
    <NarrowPage heading="Paying online">
      {check.data ? (
        <Alert severity={check.data.paid ? 'success' : 'info'} role="status">
          {check.data.paid
            ? `Thank you: order ${check.data.orderNumber} is paid online. Nothing is due on delivery.`
            : `We have not heard from the bank about order ${check.data.orderNumber} yet. We will mail you when we do.`}
        </Alert>
      ) : check.isError ? (
        <Alert severity="error">{errorMessage(check.error, 'We could not check this payment.')}</Alert>
      ) : (
        <Typography>Checking your payment…</Typography>
      )}
    </NarrowPage>
  );
}
