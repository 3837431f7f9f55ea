import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface AddressLike {
  firstName: string;
  lastName: string;
  streetAddress: string;
  city: string;
  state: string;
  pincode: string;
  landmark?: string | null;
  phoneNumber: string;
  email?: string;
  /** The saved state is not one of the 36: the customer must edit the address and choose it. */
  needsState?: boolean;
}

/** A delivery address as people read it on a parcel. */
export function AddressCard({ address, children }: { address: AddressLike; children?: ReactNode }) {
  return (
    <Box>
      <Typography sx={{ fontWeight: 600 }}>
        {address.firstName} {address.lastName}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {address.streetAddress}
      </Typography>
      {address.landmark ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Landmark: {address.landmark}
        </Typography>
      ) : null}
      <Typography variant="body2">
        {address.city}, {address.state} {address.pincode}
      </Typography>
      {address.needsState ? (
        <Typography
          variant="body2"
          sx={{
            color: 'error.dark',
            mt: 0.5,
            fontWeight: 600,
          }}
        >
          We do not recognise this state: edit the address and choose it from the list.
        </Typography>
      ) : null}
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          mt: 0.5,
        }}
      >
        Phone {address.phoneNumber}
        {address.email ? ` · ${address.email}` : ''}
      </Typography>
      {children && <Box sx={{ mt: 1.5 }}>{children}</Box>}
    </Box>
  );
}
