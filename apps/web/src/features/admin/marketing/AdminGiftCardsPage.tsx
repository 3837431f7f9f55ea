import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatRupees } from '../../../lib/money.ts';
import { formatDateTime } from '../shared/adminFormat.ts';
import { PageHeader } from '../shared/PageHeader.tsx';
import { TableFrame } from '../shared/TableFrame.tsx';
import { EmptyRow, LoadError, SkeletonRows } from '../shared/TableStates.tsx';
import { useAdminGiftCards } from './giftCardsApi.ts';

const COLUMNS = 6;

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box>
      <Typography
        variant="caption"
        sx={{
          color: 'text.secondary',
        }}
      >
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {formatRupees(value)}
      </Typography>
    </Box>
  );
}

/** /admin/gift-cards: cards sold (last four characters only), their balances, and what the shop still owes. */
export function AdminGiftCardsPage() {
  const cards = useAdminGiftCards();
  const data = cards.data;
  return (
    <>
      <PageHeader
        title="Gift cards"
        subtitle="Money received for gift cards is owed until it is spent: not a sale, no GST until a card buys something."
      />
      {cards.isError && (
        <LoadError error={cards.error} what="The gift cards" onRetry={() => void cards.refetch()} />
      )}
      {data && (
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }}>
          <Figure label="Outstanding liability" value={data.outstandingLiability} />
          <Figure label="Sold" value={data.sold} />
          <Figure label="Redeemed" value={data.redeemed} />
        </Box>
      )}
      <TableFrame label="Gift cards" busy={cards.isFetching}>
        <Table size="small" sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell>Card</TableCell>
              <TableCell>Recipient</TableCell>
              <TableCell>From</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right">Balance</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {cards.isPending && <SkeletonRows columns={COLUMNS} rows={3} height={48} />}
            {data && data.cards.length === 0 && (
              <EmptyRow columns={COLUMNS} title="No gift cards yet">
                Cards bought from the gift card page appear here.
              </EmptyRow>
            )}
            {data?.cards.map((card) => (
              <TableRow key={card.id} hover>
                <TableCell sx={{ fontFamily: 'monospace' }}>••••{card.last4}</TableCell>
                <TableCell>
                  {card.recipientName}
                  <Typography
                    variant="caption"
                    sx={{
                      color: 'text.secondary',
                      display: 'block',
                    }}
                  >
                    {card.recipientEmail}
                  </Typography>
                </TableCell>
                <TableCell>{card.senderName}</TableCell>
                <TableCell align="right">{formatRupees(card.amount)}</TableCell>
                <TableCell align="right">{formatRupees(card.balance)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {card.status === 'SENT' && card.sentAt
                    ? `Sent ${formatDateTime(card.sentAt)}`
                    : card.status}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableFrame>
    </>
  );
}
