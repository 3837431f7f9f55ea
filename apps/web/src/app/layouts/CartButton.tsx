import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';

/** The cart's link, with the number of items on its badge (99+ past 99). */
export function CartButton({ totalQuantity }: { totalQuantity: number }) {
  return (
    <IconButton
      component={RouterLink}
      to="/cart"
      aria-label={totalQuantity > 0 ? `Cart, ${totalQuantity} item${totalQuantity === 1 ? '' : 's'}` : 'Cart'}
      sx={{ mr: { xs: 0, sm: -1 } }}
    >
      <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
        <ShoppingBagOutlinedIcon />
        {totalQuantity > 0 && (
          <Box
            component="span"
            data-testid="cart-badge"
            aria-hidden="true"
            sx={{
              position: 'absolute',
              top: -8,
              right: -10,
              minWidth: 20,
              height: 20,
              px: 0.5,
              borderRadius: 10,
              bgcolor: 'error.main',
              color: 'error.contrastText',
              fontSize: 12,
              fontWeight: 600,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {totalQuantity > 99 ? '99+' : totalQuantity}
          </Box>
        )}
      </Box>
    </IconButton>
  );
}
