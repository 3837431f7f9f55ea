import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { CheckoutQuoteReply, PaymentMethod } from '@shop/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { LinkAlert } from '../../components/LinkAlert.tsx';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatRupees } from '../../lib/money.ts';
import { QuotedPrices, quotedTotal } from './QuotedPrices.tsx';

/** Under the guest's address: the server's total for the payment chosen, and the button that places the order. */
export function GuestTotal({
  quote,
  method,
  itemCount,
  totalPrice,
  couponCode,
  working,
  onPlace,
}: {
  quote: UseQueryResult<CheckoutQuoteReply>;
  method: PaymentMethod;
  itemCount: number;
  totalPrice: number;
  couponCode: string | null;
  working: boolean;
  onPlace: () => void;
}) {
  if (quote.fetchStatus === 'idle' && !quote.data && !quote.error) return null;
  if (quote.error)
    return (
      <LinkAlert
        severity="error"
        sx={{ mt: 3 }}
        link={isApiError(quote.error, 'OUT_OF_STOCK') ? { to: '/cart', label: 'Go to cart' } : undefined}
      >
        {errorMessage(quote.error, 'We could not work out your total. Please try again.')}
      </LinkAlert>
    );
  if (!quote.data) return <Skeleton variant="rounded" height={260} sx={{ mt: 3 }} />;
  const total = quotedTotal(quote.data, method);
  return (
    <Box sx={{ mt: 3 }} aria-live="polite">
      <QuotedPrices
        quote={quote.data}
        method={method}
        itemCount={itemCount}
        totalPrice={totalPrice}
        couponCode={couponCode}
      >
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={onPlace}
          disabled={working || quote.isFetching}
          sx={{ py: 1.5 }}
        >
          {method === 'COD'
            ? `PLACE ORDER · PAY ${formatRupees(total)} ON DELIVERY`
            : `PLACE ORDER AND PAY ${formatRupees(total)}`}
        </Button>
      </QuotedPrices>
    </Box>
  );
}
