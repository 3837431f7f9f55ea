import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Address, AddressInput, OrderReply } from '@shop/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LinkAlert } from '../../components/LinkAlert.tsx';
import { useNotify } from '../../components/Notifier.tsx';
import { cardSx } from '../../components/Panel.tsx';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { AddressForm, SavedAddressList, useAddressBook, useAddresses } from '../addresses/index.ts';
import { useAuth } from '../auth/index.ts';
import { useCreateOrder } from './checkoutApi.ts';

const NOTICE_MS = 6000;

/** `/checkout?step=2`: saved addresses (Deliver Here, Edit, delete) beside the address form. */
export function AddressStep() {
  const navigate = useNavigate();
  const notify = useNotify();
  const { user } = useAuth();
  const addresses = useAddresses();
  const createOrder = useCreateOrder();
  const book = useAddressBook();
  const { editing, setEditing } = book;
  const [orderError, setOrderError] = useState<unknown>(null);

  // The summary is a step of its own: it opens at the top, as a new page does (the path stays /checkout).
  const toSummary = (order: OrderReply) => {
    navigate(`/checkout?step=3&order_id=${encodeURIComponent(order._id)}`);
    window.scrollTo(0, 0);
  };

  const deliverHere = (address: Address) => {
    setOrderError(null);
    createOrder.mutate(address, { onSuccess: toSummary, onError: setOrderError });
  };

  const submitForm = async (values: AddressInput): Promise<boolean> => {
    setOrderError(null);
    if (editing) return book.saveEdit(editing, values);
    try {
      const order = await createOrder.mutateAsync(values);
      notify({ message: 'New address added and order created!', severity: 'success', autoHideMs: NOTICE_MS });
      toSummary(order);
      return true;
    } catch (error) {
      setOrderError(error);
      return false;
    }
  };

  const busy = createOrder.isPending || book.updating;
  const cartProblem = isApiError(orderError, 'CART_EMPTY') || isApiError(orderError, 'OUT_OF_STOCK');
  // An earlier unpaid order still holds the most of a size one customer may hold: it can be paid from My Orders.
  const holdProblem = isApiError(orderError, 'HOLD_LIMIT');

  return (
    <Box>
      {orderError ? (
        <LinkAlert
          severity="error"
          sx={{ mb: 3 }}
          link={
            cartProblem
              ? { to: '/cart', label: 'Go to cart' }
              : holdProblem
                ? { to: '/account/order', label: 'My Orders' }
                : undefined
          }
        >
          {errorMessage(orderError, 'Your order could not be created. Please try again.')}
        </LinkAlert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby="saved-addresses-title">
          <Typography id="saved-addresses-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            Saved addresses
          </Typography>
          {addresses.isPending ? (
            <Skeleton variant="rounded" height={160} />
          ) : addresses.isError ? (
            <Alert severity="error">
              {errorMessage(addresses.error, 'Your addresses could not be loaded.')}
            </Alert>
          ) : addresses.data.length === 0 ? (
            <Typography
              sx={{
                color: 'text.secondary',
                p: 2.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                bgcolor: 'background.paper',
              }}
            >
              No saved addresses yet. Add one with the form; it is saved for next time.
            </Typography>
          ) : (
            <SavedAddressList
              addresses={addresses.data}
              editingId={editing?._id}
              busy={busy}
              deletingId={book.deletingId}
              onEdit={setEditing}
              onDelete={book.remove}
              leadingAction={(address) => (
                <Button
                  variant="contained"
                  onClick={() => (address.needsState ? setEditing(address) : deliverHere(address))}
                  disabled={busy}
                >
                  Deliver Here
                </Button>
              )}
            />
          )}
        </Box>
        <Box
          sx={{
            p: { xs: 2.5, sm: 3 },
            ...cardSx,
          }}
        >
          <AddressForm
            editing={editing}
            onSubmit={submitForm}
            onCancelEdit={() => setEditing(null)}
            busy={busy}
            prefill={
              user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : undefined
            }
          />
        </Box>
      </Box>
    </Box>
  );
}
