import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import { imageSrcSet } from '@shop/contracts';
import { visuallyHidden } from '../../../lib/a11y.ts';
import type { AdminOrder } from '../shared/adminApi.ts';

/** Up to five item pictures per order (docs/product.md §9), "+N" for the rest. */
export function OrderThumbs({ order, max = 5 }: { order: AdminOrder; max?: number }) {
  return (
    <AvatarGroup
      max={max}
      total={order.orderItems.length}
      sx={{
        justifyContent: 'flex-end',
        '& .MuiAvatar-root': { width: 40, height: 40, fontSize: 13, borderColor: 'background.paper' },
      }}
      renderSurplus={(surplus) => (
        <>
          +{surplus}
          <span style={visuallyHidden}> more items</span>
        </>
      )}
    >
      {order.orderItems.map((item) => (
        <Avatar
          key={item._id}
          alt={item.product.title}
          src={item.product.Image}
          srcSet={imageSrcSet(item.product.Image)}
          sizes={'40px'}
          variant="rounded"
          sx={{ bgcolor: 'grey.100' }}
        />
      ))}
    </AvatarGroup>
  );
}
