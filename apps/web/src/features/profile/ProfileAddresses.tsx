import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AddressInput } from '@shop/contracts';
import { useState } from 'react';
import { useNotify } from '../../components/Notifier.tsx';
import { errorMessage } from '../../lib/errors.ts';
import {
  AddressForm,
  SavedAddressList,
  useAddAddress,
  useAddressBook,
  useAddresses,
} from '../addresses/index.ts';

const NOTICE_MS = 6000;

/** The profile's address book: the same cards and form as checkout, without ordering anything. */
export function ProfileAddresses() {
  const notify = useNotify();
  const addresses = useAddresses();
  const addAddress = useAddAddress();
  const book = useAddressBook();
  const { editing, setEditing } = book;
  const [formOpen, setFormOpen] = useState(false);

  const edit = (address: Parameters<typeof setEditing>[0]) => {
    setEditing(address);
    setFormOpen(true);
  };

  const submit = async (values: AddressInput): Promise<boolean> => {
    if (editing) {
      const saved = await book.saveEdit(editing, values);
      if (saved) setFormOpen(false);
      return saved;
    }
    try {
      await addAddress.mutateAsync(values);
      notify({ message: 'Address saved.', severity: 'success', autoHideMs: NOTICE_MS });
      setFormOpen(false);
      return true;
    } catch (error) {
      notify({ message: errorMessage(error, 'The address could not be saved.'), severity: 'error' });
      return false;
    }
  };

  const closeForm = () => {
    setEditing(null);
    setFormOpen(false);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {addresses.isPending ? (
        <Skeleton variant="rounded" height={140} />
      ) : addresses.isError ? (
        <Alert severity="error">{errorMessage(addresses.error, 'Your addresses could not be loaded.')}</Alert>
      ) : addresses.data.length === 0 ? (
        <Typography
          sx={{
            color: 'text.secondary',
          }}
        >
          No saved addresses yet. Add one here, or at checkout: it is saved for next time.
        </Typography>
      ) : (
        <SavedAddressList
          addresses={addresses.data}
          editingId={editing?._id}
          busy={book.updating || addAddress.isPending}
          deletingId={book.deletingId}
          onEdit={edit}
          onDelete={book.remove}
          columns={2}
        />
      )}
      {formOpen ? (
        <Box sx={{ p: { xs: 2, sm: 2.5 }, border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <AddressForm
            editing={editing}
            onSubmit={submit}
            onCancelEdit={closeForm}
            busy={book.updating || addAddress.isPending}
            addLabel="SAVE ADDRESS"
          />
          {!editing && (
            <Button onClick={closeForm} sx={{ mt: 1 }}>
              Cancel
            </Button>
          )}
        </Box>
      ) : (
        <Box>
          <Button variant="outlined" onClick={() => setFormOpen(true)}>
            Add a new address
          </Button>
        </Box>
      )}
    </Box>
  );
}
