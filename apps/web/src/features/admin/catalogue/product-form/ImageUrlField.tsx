import AddLinkIcon from '@mui/icons-material/AddLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { isSafeImageUrl } from '@shop/contracts';
import { useState } from 'react';
import { addImages, MAX_IMAGES } from './imageOrder.ts';

interface ImageUrlFieldProps {
  images: string[];
  onAdded: (images: string[]) => void;
}

/** Adds a picture by its address (http(s) or an uploaded image), within the product's limit of pictures. */
export function ImageUrlField({ images, onAdded }: ImageUrlFieldProps) {
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);

  const addUrl = () => {
    const address = url.trim();
    if (!isSafeImageUrl(address)) {
      setUrlError('Image URL must be an http(s) URL or an uploaded image');
      return;
    }
    const added = addImages(images, [address]);
    if (added.refused > 0) {
      setUrlError(`A product has at most ${MAX_IMAGES} pictures`);
      return;
    }
    setUrlError(null);
    setUrl('');
    onAdded(added.images);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label="Image URL"
        placeholder="https://…"
        size="small"
        fullWidth
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            addUrl();
          }
        }}
        error={!!urlError}
        helperText={urlError ?? 'Or paste the address of a picture'}
        slotProps={{ htmlInput: { inputMode: 'url', maxLength: 2048 } }}
      />
      <Button onClick={addUrl} startIcon={<AddLinkIcon />} sx={{ mt: 0.25, flexShrink: 0 }}>
        Add
      </Button>
    </Box>
  );
}
