import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { orderNumber, type WalletReply } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { api } from '../../lib/api.ts';
import { formatRupees } from '../../lib/money.ts';

const REASON_WORDS: Record<string, string> = {
  goodwill: 'From the shop',
  return: 'Refund of a return',
  cancel: 'Refund of a cancelled order',
  cancel_refund: 'Given back: order cancelled',
  return_refund: 'Given back: items returned',
  order: 'Paid for an order',
  expired: 'Expired',
};

const words = (reason: string) => {
  const [kind = '', note] = reason.split(/: (.*)/s);
  return note ? `${REASON_WORDS[kind] ?? kind}: ${note}` : (REASON_WORDS[kind] ?? kind);
};

/** The wallet on the account page: the store-credit balance and every entry, newest first. */
export function WalletPanel() {
  const wallet = useQuery({
    queryKey: ['wallet'],
    queryFn: ({ signal }) => api<WalletReply>('/api/wallet', { signal }),
  });
  if (wallet.isPending) return <Skeleton variant="rounded" height={80} />;
  if (wallet.isError) return <RetryAlert query={wallet} fallback="Your store credit could not be loaded." />;
  return (
    <>
      <Typography variant="h5" component="p" data-testid="wallet-balance">
        {formatRupees(wallet.data.balance)}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        Spend it at checkout on any order, in part or in full. Refunds you take as credit land here at once.
      </Typography>
      {wallet.data.entries.length > 0 && (
        <List dense aria-label="Store credit history">
          {wallet.data.entries.slice(0, 20).map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText
                primary={`${entry.amount > 0 ? '+' : '−'}${formatRupees(Math.abs(entry.amount))} · ${words(entry.reason)}`}
                secondary={`${new Date(entry.createdAt).toLocaleDateString('en-IN')}${
                  entry.orderId ? ` · order ${orderNumber(entry.orderId)}` : ''
                }`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
