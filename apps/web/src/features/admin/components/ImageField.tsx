import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isSafeImageUrl } from '@shop/contracts';
import { useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ProductImage } from '../../../components/ProductImage.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { IMAGE_SIZES } from '../../../lib/imageSources.ts';
import { UPLOAD_TYPES, uploadImage } from '../adminApi.ts';

/**
 * The product's main image: a URL typed in, or a file uploaded to the shop (POST /api/admin/uploads), whose
 * returned URL fills the same field. The preview shows whatever the field holds.
 */
export function ImageField({
  value,
  registration,
  error,
  onUploaded,
  title,
}: {
  value: string;
  registration: UseFormRegisterReturn<'Image'>;
  error?: string;
  onUploaded: (url: string) => void;
  title: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const url = value.trim();
  const showable = url !== '' && isSafeImageUrl(url);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setUploading(true);
    try {
      const stored = await uploadImage(file);
      setUploadedName(file.name);
      onUploaded(stored);
    } catch (e) {
      setProblem(errorMessage(e, 'The image could not be uploaded. Please try again.'));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}
      >
        {showable ? (
          <ProductImage
            src={url}
            alt={title ? `Preview of ${title}` : 'Preview of the product image'}
            sizes={IMAGE_SIZES.productMain}
            eager
          />
        ) : (
          <Box
            sx={{
              aspectRatio: '1 / 1',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'grey.100',
              color: 'text.secondary',
              p: 3,
              textAlign: 'center',
            }}
          >
            <Typography variant="body2">
              The image preview appears here once you upload a picture or paste its URL.
            </Typography>
          </Box>
        )}
        {uploading && (
          <LinearProgress
            aria-label="Uploading the image"
            sx={{ position: 'absolute', left: 0, right: 0, bottom: 0 }}
          />
        )}
      </Box>
      <Box>
        <Button
          variant="outlined"
          fullWidth
          startIcon={<CloudUploadOutlinedIcon />}
          onClick={() => input.current?.click()}
          disabled={uploading}
        >
          {uploading ? 'Uploading…' : 'Upload image'}
        </Button>
        <input
          ref={input}
          type="file"
          accept={UPLOAD_TYPES.join(',')}
          hidden
          data-testid="product-image-file"
          onChange={(event) => upload(event.target.files?.[0])}
        />
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ mt: 0.5 }}
          aria-live="polite"
        >
          {uploadedName ? `Uploaded ${uploadedName}.` : 'JPEG, PNG or WebP, at most 5 MB.'}
        </Typography>
      </Box>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <TextField
        {...registration}
        label="Image URL"
        placeholder="https://… or upload a file"
        error={!!error}
        helperText={error ?? 'Filled in by the upload, or paste the address of an image.'}
        // An upload fills the field from code, which the label would not notice: keep it raised then.
        slotProps={{
          htmlInput: { inputMode: 'url', maxLength: 2048 },
          inputLabel: { shrink: url !== '' ? true : undefined },
        }}
      />
    </Box>
  );
}
