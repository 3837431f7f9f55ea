import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AddressInput } from '@shop/contracts';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AddressCard } from '../../components/AddressCard.tsx';
import { useNotify } from '../../components/Notifier.tsx';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import type { Address, Order } from '../../lib/types.ts';
import { AddressForm } from './AddressForm.tsx';
import { useAddresses, useCreateOrder, useDeleteAddress, useUpdateAddress } from './checkoutApi.ts';

const NOTICE_MS = 6000;

/** `/checkout?step=2`: saved addresses (Deliver Here, Edit, delete) beside the address form. */
export function AddressStep() {
  const navigate = useNavigate();
  const notify = useNotify();
  const addresses = useAddresses();
  const createOrder = useCreateOrder();
  const updateAddress = useUpdateAddress();
  const deleteAddress = useDeleteAddress();
  const [editing, setEditing] = useState<Address | null>(null);
  const [orderError, setOrderError] = useState<unknown>(null);

  const toSummary = (order: Order) => navigate(`/checkout?step=3&order_id=${encodeURIComponent(order._id)}`);

  const deliverHere = (address: Address) => {
    setOrderError(null);
    createOrder.mutate(address, { onSuccess: toSummary, onError: setOrderError });
  };

  const submitForm = async (values: AddressInput): Promise<boolean> => {
    setOrderError(null);
    if (editing) {
      try {
        await updateAddress.mutateAsync({ id: editing._id, fields: values });
        notify({ message: 'Address updated successfully!', severity: 'success', autoHideMs: NOTICE_MS });
        setEditing(null);
        return true;
      } catch (error) {
        notify({
          message: errorMessage(error, 'The address could not be updated.'),
          severity: 'error',
          autoHideMs: NOTICE_MS,
        });
        return false;
      }
    }
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

  const remove = (address: Address) =>
    deleteAddress.mutate(address._id, {
      onSuccess: () => {
        if (editing?._id === address._id) setEditing(null);
        notify({ message: 'Address deleted successfully!', severity: 'success', autoHideMs: NOTICE_MS });
      },
      onError: (error) =>
        notify({
          message: errorMessage(error, 'The address could not be deleted.'),
          severity: 'error',
          autoHideMs: NOTICE_MS,
        }),
    });

  const busy = createOrder.isPending || updateAddress.isPending;
  const cartProblem = isApiError(orderError, 'CART_EMPTY') || isApiError(orderError, 'OUT_OF_STOCK');
  // An earlier unpaid order still holds the most of a size one customer may hold: it can be paid from My Orders.
  const holdProblem = isApiError(orderError, 'HOLD_LIMIT');

  return (
    <Box>
      {orderError ? (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            cartProblem ? (
              <Button color="inherit" component={RouterLink} to="/cart">
                Go to cart
              </Button>
            ) : holdProblem ? (
              <Button color="inherit" component={RouterLink} to="/account/order">
                My Orders
              </Button>
            ) : undefined
          }
        >
          {errorMessage(orderError, 'Your order could not be created. Please try again.')}
        </Alert>
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
              color="text.secondary"
              sx={{ p: 2.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
            >
              No saved addresses yet. Add one with the form; it is saved for next time.
            </Typography>
          ) : (
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                maxHeight: { md: 640 },
                overflowY: { md: 'auto' },
              }}
            >
              {addresses.data.map((address) => (
                <Box
                  component="li"
                  key={address._id}
                  sx={{
                    p: 2.5,
                    border: 1,
                    borderColor: editing?._id === address._id ? 'secondary.main' : 'divider',
                    borderRadius: 2,
                    bgcolor: 'background.paper',
                  }}
                >
                  <AddressCard address={address}>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Button
                        variant="contained"
                        onClick={() => (address.needsState ? setEditing(address) : deliverHere(address))}
                        disabled={busy}
                      >
                        Deliver Here
                      </Button>
                      <Button variant="outlined" onClick={() => setEditing(address)} disabled={busy}>
                        Edit
                      </Button>
                      <IconButton
                        aria-label={`Delete the address of ${address.firstName} ${address.lastName}, ${address.streetAddress}`}
                        onClick={() => remove(address)}
                        disabled={deleteAddress.isPending && deleteAddress.variables === address._id}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Box>
                  </AddressCard>
                </Box>
              ))}
            </Box>
          )}
        </Box>
        <Box
          sx={{
            p: { xs: 2.5, sm: 3 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
          }}
        >
          <AddressForm
            editing={editing}
            onSubmit={submitForm}
            onCancelEdit={() => setEditing(null)}
            busy={busy}
          />
        </Box>
      </Box>
    </Box>
  );
}
