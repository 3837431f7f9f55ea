import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../../lib/errors.ts';
import { UPLOAD_TYPES, uploadImage } from '../productsApi.ts';
import { ImageGrid } from './ImageGrid.tsx';
import { ImageUrlField } from './ImageUrlField.tsx';
import { addImages, MAX_IMAGES } from './imageOrder.ts';

/**
 * The product's pictures: uploaded (several at once, POST /api/admin/uploads) or added by URL, shown as a grid,
 * ordered by drag or by each tile's arrow buttons, removed, and one made the main picture (the first, which
 * the form sends as `Image`; all of them, in order, as `images`). What happened is read out in the live line.
 */
export function ImageManager({
  value,
  onChange,
  error,
  title,
}: {
  value: string[];
  onChange: (images: string[]) => void;
  error?: string;
  title: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  // Uploads finish one after another; each adds to the newest list, not to the one the upload began with.
  const latest = useRef(value);
  latest.current = value;
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [news, setNews] = useState('JPEG, PNG or WebP, at most 5 MB each, up to 12 pictures.');

  const change = (images: string[], message: string) => {
    latest.current = images;
    onChange(images);
    setNews(message);
  };

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setProblem(null);
    setUploading(true);
    const done: string[] = [];
    try {
      for (const file of files) {
        if (latest.current.length >= MAX_IMAGES) {
          setProblem(`A product has at most ${MAX_IMAGES} pictures: remove one to add another.`);
          break;
        }
        const stored = await uploadImage(file);
        done.push(file.name);
        change(addImages(latest.current, [stored]).images, `Uploaded ${done.join(', ')}.`);
      }
    } catch (e) {
      setProblem(errorMessage(e, 'The image could not be uploaded. Please try again.'));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography component="h2" sx={{ fontWeight: 600 }}>
          Pictures
        </Typography>
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          The first is the main picture. Drag to reorder, or use the arrows.
        </Typography>
      </Box>
      <ImageGrid images={value} title={title} invalid={!!error} onChange={change} />
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
      <Box sx={{ position: 'relative' }}>
        <Button
          variant="outlined"
          fullWidth
          startIcon={<CloudUploadOutlinedIcon />}
          onClick={() => input.current?.click()}
          disabled={uploading || value.length >= MAX_IMAGES}
        >
          {uploading ? 'Uploading…' : 'Upload pictures'}
        </Button>
        {uploading && (
          <LinearProgress
            aria-label="Uploading the pictures"
            sx={{ position: 'absolute', left: 0, right: 0, bottom: 0 }}
          />
        )}
        <input
          ref={input}
          type="file"
          multiple
          accept={UPLOAD_TYPES.join(',')}
          hidden
          data-testid="product-image-file"
          onChange={(event) => upload([...(event.target.files ?? [])])}
        />
        <Typography
          variant="caption"
          component="p"
          aria-live="polite"
          sx={{
            color: 'text.secondary',
            mt: 0.5,
          }}
        >
          {news}
        </Typography>
      </Box>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <ImageUrlField images={value} onAdded={(images) => change(images, 'Added the picture from its URL.')} />
    </Box>
  );
}
