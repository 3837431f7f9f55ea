import type { Address, AddressInput } from '@shop/contracts';
import { useState } from 'react';
import { useNotify } from '../../components/Notifier.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useDeleteAddress, useUpdateAddress } from './addressesApi.ts';

const NOTICE_MS = 6000;

/** Editing and deleting saved addresses, with the spec's notices: the checkout step and the profile page. */
export function useAddressBook() {
  const notify = useNotify();
  const updateAddress = useUpdateAddress();
  const deleteAddress = useDeleteAddress();
  const [editing, setEditing] = useState<Address | null>(null);

  const saveEdit = async (address: Address, values: AddressInput): Promise<boolean> => {
    try {
      await updateAddress.mutateAsync({ id: address._id, fields: values });
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
  };

  const remove = (address: Address) =>
    deleteAddress.mutate(address._id, {
      onSuccess: () => {
        setEditing((current) => (current?._id === address._id ? null : current));
        notify({ message: 'Address deleted successfully!', severity: 'success', autoHideMs: NOTICE_MS });
      },
      onError: (error) =>
        notify({
          message: errorMessage(error, 'The address could not be deleted.'),
          severity: 'error',
          autoHideMs: NOTICE_MS,
        }),
    });

  return {
    editing,
    setEditing,
    saveEdit,
    remove,
    updating: updateAddress.isPending,
    deletingId: deleteAddress.isPending ? deleteAddress.variables : undefined,
  };
}
