import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ImageTile } from './ImageTile.tsx';
import { makeMain, moveImage, removeImage } from './imageOrder.ts';

interface ImageGridProps {
  images: string[];
  title: string;
  /** The field has an error: the empty box is outlined in red. */
  invalid: boolean;
  /** A new order of the pictures, and the words the live line reads out about it. */
  onChange: (images: string[], message: string) => void;
}

/** The product's pictures as tiles, reordered by drag or arrows, removed or made main; a hint while none. */
export function ImageGrid({ images, title, invalid, onChange }: ImageGridProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const move = (from: number, to: number) =>
    onChange(moveImage(images, from, to), `Picture ${from + 1} is now picture ${to + 1}.`);

  if (images.length === 0)
    return (
      <Box
        sx={{
          aspectRatio: '1 / 1',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'grey.100',
          color: 'text.secondary',
          borderRadius: 2,
          border: 1,
          borderColor: invalid ? 'error.main' : 'divider',
          p: 3,
          textAlign: 'center',
        }}
      >
        <Typography variant="body2">Upload pictures or add one by its URL; they appear here.</Typography>
      </Box>
    );
  return (
    <Box
      component="ul"
      aria-label="Product pictures"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}
    >
      {images.map((src, i) => (
        <ImageTile
          key={src}
          src={src}
          index={i}
          count={images.length}
          title={title}
          dropTarget={dragged !== null && over === i && dragged !== i}
          onMove={(to) => move(i, to)}
          onMakeMain={() => onChange(makeMain(images, i), `Picture ${i + 1} is now the main picture.`)}
          onRemove={() => onChange(removeImage(images, i), `Removed picture ${i + 1}.`)}
          onDragStart={() => setDragged(i)}
          onDragEnter={() => setOver(i)}
          onDrop={() => dragged !== null && move(dragged, i)}
          onDragEnd={() => {
            setDragged(null);
            setOver(null);
          }}
        />
      ))}
    </Box>
  );
}
