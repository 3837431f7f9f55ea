import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Address } from '@shop/contracts';
import { type ReactNode, useState } from 'react';
import { AddressCard } from '../../components/AddressCard.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

/**
 * Saved addresses as cards with Edit and delete; `leadingAction` adds the checkout's Deliver Here. Delete asks
 * first: a saved address cannot be brought back.
 */
export function SavedAddressList({
  addresses,
  editingId,
  busy,
  deletingId,
  onEdit,
  onDelete,
  leadingAction,
  columns = 1,
}: {
  addresses: Address[];
  editingId: string | undefined;
  busy: boolean;
  deletingId: string | undefined;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  leadingAction?: (address: Address) => ReactNode;
  columns?: 1 | 2;
}) {
  const [confirming, setConfirming] = useState<Address | null>(null);
  return (
    <>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: columns === 2 ? { xs: '1fr', sm: '1fr 1fr' } : '1fr',
          maxHeight: columns === 1 ? { md: 640 } : undefined,
          overflowY: columns === 1 ? { md: 'auto' } : undefined,
        }}
      >
        {addresses.map((address) => (
          <Box
            component="li"
            key={address._id}
            sx={{
              p: 2.5,
              border: 1,
              borderColor: editingId === address._id ? 'secondary.main' : 'divider',
              borderRadius: 2,
              bgcolor: 'background.paper',
            }}
          >
            <AddressCard address={address}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                {leadingAction?.(address)}
                <Button variant="outlined" onClick={() => onEdit(address)} disabled={busy}>
                  Edit
                </Button>
                <IconButton
                  aria-label={`Delete the address of ${address.firstName} ${address.lastName}, ${address.streetAddress}`}
                  onClick={() => setConfirming(address)}
                  disabled={deletingId === address._id}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Box>
            </AddressCard>
          </Box>
        ))}
      </Box>
      <ConfirmDialog
        open={confirming !== null}
        title="Delete this address?"
        confirmLabel="Delete address"
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) onDelete(confirming);
          setConfirming(null);
        }}
      >
        {confirming && <AddressCard address={confirming} />}
      </ConfirmDialog>
    </>
  );
}
