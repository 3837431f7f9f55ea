import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The filter panel. */
  children: ReactNode;
}

/** The phone's filters, sliding in from the side (ListingView loads it on first use). */
export default function FilterDrawer({ open, onClose, children }: FilterDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      sx={{ display: { md: 'none' } }}
      slotProps={{
        paper: { sx: { width: 300, maxWidth: '85vw', display: 'flex', flexDirection: 'column' } },
      }}
    >
      {/* The filters scroll; "Show results" stays in view at the foot of the drawer (a phone is short). */}
      <Box sx={{ flex: 1, overflowY: 'auto', p: 2 }}>{children}</Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Button variant="contained" fullWidth onClick={onClose}>
          Show results
        </Button>
      </Box>
    </Drawer>
  );
}
