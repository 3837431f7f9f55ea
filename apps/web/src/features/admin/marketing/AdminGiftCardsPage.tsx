import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatRupees } from '../../../lib/money.ts';
import { formatDateTime } from '../shared/adminFormat.ts';
import { figures } from '../shared/HeadRow.tsx';
import { ListTable } from '../shared/ListTable.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { LoadError } from '../shared/TableStates.tsx';
import { useAdminGiftCards } from './giftCardsApi.ts';

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
      <LoadError query={cards} what="The gift cards" />
      {data && (
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }}>
          <Figure label="Outstanding liability" value={data.outstandingLiability} />
          <Figure label="Sold" value={data.sold} />
          <Figure label="Redeemed" value={data.redeemed} />
        </Box>
      )}
      <ListTable
        label="Gift cards"
        headings={['Card', 'Recipient', 'From', figures('Amount'), figures('Balance'), 'Status']}
        look={{ minWidth: 720, size: 'small', loadingRows: { count: 3, height: 48 } }}
        rows={data?.cards}
        pending={cards.isPending}
        busy={cards.isFetching}
        empty={{ title: 'No gift cards yet', text: 'Cards bought from the gift card page appear here.' }}
      >
        {(card) => (
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
              {card.status === 'SENT' && card.sentAt ? `Sent ${formatDateTime(card.sentAt)}` : card.status}
            </TableCell>
          </TableRow>
        )}
      </ListTable>
    </>
  );
}
