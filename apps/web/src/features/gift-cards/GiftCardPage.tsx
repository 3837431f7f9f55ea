import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { GIFT_CARD_MAX, GIFT_CARD_MIN } from '@shop/contracts';
import { useState } from 'react';
import { PageHeading } from '../../components/PageHeading.tsx';
import { panelSx } from '../../components/Panel.tsx';
import { SignInPrompt } from '../../components/SignInPrompt.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatRupees } from '../../lib/money.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { useAuth } from '../auth/index.ts';
import { BalanceCheck } from './BalanceCheck.tsx';
import { type GiftCardDraft, GiftCardFields } from './GiftCardFields.tsx';
import { useBuyGiftCard } from './giftCardsApi.ts';

const AMOUNTS = [500, 1000, 2000, 5000];

/**
 * `/gift-cards`: choose an amount, say who it is for, pay through the usual payment page; the recipient is
 * mailed a code on the day chosen, in a mail that looks like the shop.
 */
export default function GiftCardPage() {
  usePageTitle('Gift cards');
  const { user } = useAuth();
  const buy = useBuyGiftCard();
  const [amount, setAmount] = useState(1000);
  const [draft, setDraft] = useState<GiftCardDraft>({
    recipientName: '',
    recipientEmail: '',
    senderName: '',
    message: '',
    sendAt: '',
  });
  const ready =
    amount >= GIFT_CARD_MIN &&
    amount <= GIFT_CARD_MAX &&
    draft.recipientName.trim() !== '' &&
    /.+@.+\..+/.test(draft.recipientEmail) &&
    draft.senderName.trim() !== '';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}>
      <PageHeading>Gift cards</PageHeading>
      <Typography
        sx={{
          color: 'text.secondary',
        }}
      >
        Give someone the piece they would choose. Cards of {formatRupees(GIFT_CARD_MIN)} to{' '}
        {formatRupees(GIFT_CARD_MAX)}, spent on anything in the shop within a year, all at once or over
        several orders.
      </Typography>
      {!user ? (
        <SignInPrompt what="a gift card" />
      ) : (
        <Box
          component="form"
          sx={{ ...panelSx, display: 'grid', gap: 2 }}
          onSubmit={(event) => {
            event.preventDefault();
            buy.mutate(
              {
                amount,
                recipientName: draft.recipientName.trim(),
                recipientEmail: draft.recipientEmail.trim(),
                senderName: draft.senderName.trim(),
                ...(draft.message.trim() ? { message: draft.message.trim() } : {}),
                ...(draft.sendAt ? { sendAt: draft.sendAt } : {}),
              },
              { onSuccess: (reply) => window.location.assign(reply.paymentLink) },
            );
          }}
        >
          <Typography component="h2" variant="h6">
            Amount
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={amount}
            onChange={(_, value: number | null) => value && setAmount(value)}
            aria-label="Gift card amount"
            sx={{ flexWrap: 'wrap' }}
          >
            {AMOUNTS.map((value) => (
              <ToggleButton key={value} value={value}>
                {formatRupees(value)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <GiftCardFields draft={draft} onChange={setDraft} />
          {buy.isError && <Alert severity="error">{errorMessage(buy.error)}</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={!ready || buy.isPending}>
            Pay {formatRupees(amount)}
          </Button>
        </Box>
      )}
      <BalanceCheck />
    </Container>
  );
}
