import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import StarOutlineIcon from '@mui/icons-material/StarOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { DragEvent, ReactNode } from 'react';
import { CornerBadge } from '../../../../components/CornerBadge.tsx';
import { ProductImage } from '../../../../components/ProductImage.tsx';

function Action({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      {/* The span keeps the tooltip working on a disabled button. */}
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * One picture in the product form's image manager: dragged to a new place with a mouse, or moved with its
 * arrow buttons from the keyboard; made the main one, or removed. The main one is first and drawn larger.
 */
export function ImageTile({
  src,
  index,
  count,
  title,
  dropTarget,
  onMove,
  onMakeMain,
  onRemove,
  onDragStart,
  onDragEnter,
  onDrop,
  onDragEnd,
}: {
  src: string;
  index: number;
  count: number;
  title: string;
  dropTarget: boolean;
  onMove: (to: number) => void;
  onMakeMain: () => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDragEnter: () => void;
  onDrop: () => void;
  onDragEnd: () => void;
}) {
  const number = index + 1;
  const main = index === 0;
  return (
    <Box
      component="li"
      draggable
      data-testid="image-tile"
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', src);
        onDragStart();
      }}
      onDragEnter={onDragEnter}
      onDragOver={(event: DragEvent) => event.preventDefault()}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        onDrop();
      }}
      onDragEnd={onDragEnd}
      sx={{
        gridColumn: main ? '1 / -1' : undefined,
        border: 2,
        borderColor: dropTarget ? 'secondary.main' : 'divider',
        borderStyle: dropTarget ? 'dashed' : 'solid',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        cursor: 'grab',
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <ProductImage
          src={src}
          alt={`${title || 'Product'}, picture ${number}${main ? ' (main)' : ''}`}
          sizes={main ? '360px' : '160px'}
          eager
        />
        {main && <CornerBadge inset={8}>Main picture</CornerBadge>}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 0.5, py: 0.25 }}>
        <Action label={`Move picture ${number} left`} onClick={() => onMove(index - 1)} disabled={main}>
          <ArrowBackIcon fontSize="small" />
        </Action>
        {!main && (
          <Action label={`Make picture ${number} the main one`} onClick={onMakeMain}>
            <StarOutlineIcon fontSize="small" />
          </Action>
        )}
        <Action label={`Remove picture ${number}`} onClick={onRemove}>
          <DeleteOutlineIcon fontSize="small" />
        </Action>
        <Action
          label={`Move picture ${number} right`}
          onClick={() => onMove(index + 1)}
          disabled={index === count - 1}
        >
          <ArrowForwardIcon fontSize="small" />
        </Action>
      </Box>
    </Box>
  );
}
