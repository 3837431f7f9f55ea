import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { canAdminMove, type OrderStatus, orderNumber } from '@shop/contracts';
import { useId, useState } from 'react';
import { visuallyHidden } from '../../../lib/a11y.ts';
import { type AdminOrder, ORDER_MOVES, type OrderMove } from '../shared/adminApi.ts';

/**
 * The spec's STATUS button and its menu: Order Confirmed, Order Shipped, Order Delivered, and Cancel. Moves
 * the shop does not allow from the order's status (backwards, cancelling a shipped order, or moving an unpaid
 * order on: its payment places it) are shown disabled; the server checks again and its 409 message is shown
 * if the list was out of date. The menu closes after each choice.
 */
export function StatusMenu({
  order,
  busy,
  onMove,
}: {
  order: AdminOrder;
  busy: boolean;
  onMove: (order: AdminOrder, move: OrderMove) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const from = order.orderStatus as OrderStatus;
  const choose = (move: OrderMove) => {
    setAnchor(null);
    onMove(order, move);
  };
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        size="small"
        disabled={busy}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'uppercase', whiteSpace: 'nowrap' }}
      >
        {busy ? 'Saving…' : 'Status'}
        <span style={visuallyHidden}> of order {orderNumber(order._id)}</span>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
      >
        {/* Menu wants its items as direct children: no Fragment around the divider. */}
        {ORDER_MOVES.flatMap((move) => [
          move.to === 'CANCELLED' ? <Divider key="divider" /> : null,
          <MenuItem
            key={move.path}
            onClick={() => choose(move)}
            disabled={!canAdminMove(from, move.to)}
            sx={
              move.to === 'CANCELLED' || move.to === 'RETURNED_TO_ORIGIN'
                ? { color: 'error.main' }
                : undefined
            }
          >
            <ListItemText>{move.label}</ListItemText>
          </MenuItem>,
        ])}
      </Menu>
    </>
  );
}
