import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { useConfirmGiftCard } from './giftCardsApi.ts';

/** `/gift-cards/paid/{id}`: back from the payment page; the server asks the gateway and issues the card. */
export default function GiftCardPaidPage() {
  usePageTitle('Gift card');
  const { id = '' } = useParams();
  const confirm = useConfirmGiftCard();
  const { mutate } = confirm;
  useEffect(() => mutate(id), [id, mutate]);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}>
      <PageHeading>Gift card</PageHeading>
      {confirm.isPending || confirm.isIdle ? (
        <PageLoader />
      ) : confirm.isError ? (
        <Alert severity="error">{errorMessage(confirm.error)}</Alert>
      ) : (
        <Alert severity="success">
          {confirm.data?.status === 'SENT'
            ? 'Thank you! Your gift card is paid and on its way to its recipient.'
            : 'Thank you! Your gift card is paid: we will mail it on the day you chose.'}
        </Alert>
      )}
      <Button component={RouterLink} to="/" variant="outlined">
        Back to the shop
      </Button>
    </Container>
  );
}
