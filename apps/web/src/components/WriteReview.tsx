import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REVIEW_PHOTOS_MAX, REVIEW_TEXT_MAX, type ReviewReply } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../lib/api.ts';
import { errorMessage } from '../lib/errors.ts';
import { PHOTO_TYPES, photoProblem, uploadReviewPhoto } from '../lib/reviewPhotos.ts';
import { useNotify } from './Notifier.tsx';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The chosen photos' previews as data: URLs (the shop's CSP allows no blob: pictures). */
function usePreviews(files: File[]) {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    Promise.all(files.map(readAsDataUrl))
      .then((read) => current && setUrls(read))
      .catch(() => current && setUrls([]));
    return () => {
      current = false;
    };
  }, [files]);
  return urls;
}

/**
 * A delivered piece can be reviewed by the customer who received it (POST /api/reviews), with up to
 * REVIEW_PHOTOS_MAX photos sent one by one after the review exists (POST /api/reviews/{id}/photos).
 * `defaultOpen`: the product page opened from a review request's link shows the form at once; `onPublished`
 * lets it drop the link's `?review=1` afterwards.
 */
export function WriteReview({
  productId,
  title,
  defaultOpen = false,
  onPublished,
  guestOrderId,
}: {
  productId: string;
  title: string;
  /** A guest's order: the review goes with its token (no account, so no photos). */
  guestOrderId?: string;
  defaultOpen?: boolean;
  onPublished?: () => void;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const previews = usePreviews(photos);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: async () => {
      const url = guestOrderId ? `/api/orders/${encodeURIComponent(guestOrderId)}/reviews` : '/api/reviews';
      const review = await api<ReviewReply>(url, {
        method: 'POST',
        body: { productId, rating, text: text.trim() },
      });
      // The review is published; a photo refused now is said, and the others still go.
      const failed: string[] = [];
      for (const photo of photos) {
        try {
          await uploadReviewPhoto(review.id, photo);
        } catch (error) {
          failed.push(errorMessage(error));
        }
      }
      return failed;
    },
    onSuccess: (failed) => {
      setOpen(false);
      onPublished?.();
      notify(
        failed.length
          ? { message: `Your review is published, but a photo was not: ${failed[0]}`, severity: 'warning' }
          : { message: 'Thank you! Your review is published.', severity: 'success' },
      );
      void queryClient.invalidateQueries({ queryKey: ['reviews', productId] });
      void queryClient.invalidateQueries({ queryKey: ['review-photos', productId] });
      void queryClient.invalidateQueries({ queryKey: ['product', productId] });
    },
  });
  const textMissing = text.trim().length === 0;
  const invalid = rating === null || textMissing;

  const addPhotos = (chosen: FileList | null) => {
    if (!chosen) return;
    const files = [...chosen];
    const problem = files.map(photoProblem).find(Boolean);
    const room = REVIEW_PHOTOS_MAX - photos.length;
    const accepted = files.filter((file) => !photoProblem(file)).slice(0, room);
    setPhotos([...photos, ...accepted]);
    setPhotoError(
      problem ?? (files.length > room ? `A review can carry at most ${REVIEW_PHOTOS_MAX} photos.` : null),
    );
  };

  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        Write a review
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby={`review-${productId}`}
      >
        <DialogTitle id={`review-${productId}`} sx={{ fontFamily: 'inherit' }}>
          Review {title}
        </DialogTitle>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (!invalid) submit.mutate();
          }}
        >
          <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
            {submit.isError && <Alert severity="error">{errorMessage(submit.error)}</Alert>}
            <Box>
              <Typography id={`rating-${productId}`} sx={{ fontWeight: 600, mb: 0.5 }}>
                Your rating
              </Typography>
              <Rating
                value={rating}
                precision={0.5}
                onChange={(_event, value) => setRating(value)}
                aria-labelledby={`rating-${productId}`}
                size="large"
              />
              {touched && rating === null && (
                <Typography color="error" variant="body2">
                  Choose a rating from half a star to five stars
                </Typography>
              )}
            </Box>
            <TextField
              label="Your review"
              multiline
              minRows={4}
              value={text}
              onChange={(event) => setText(event.target.value)}
              slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_MAX } }}
              error={touched && textMissing}
              helperText={
                touched && textMissing ? 'Your review is required' : `${text.length} / ${REVIEW_TEXT_MAX}`
              }
              required
            />
            <Box sx={guestOrderId ? { display: 'none' } : undefined}>
              <Typography sx={{ fontWeight: 600 }}>Photos (optional)</Typography>
              <Typography
                variant="body2"
                sx={{
                  color: 'text.secondary',
                  mb: 1,
                }}
              >
                Up to {REVIEW_PHOTOS_MAX} JPEG, PNG or WebP pictures of at most 5 MB each.
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                {photos.map((file, index) => (
                  <Box
                    key={`${file.name}-${file.size}-${file.lastModified}`}
                    sx={{ position: 'relative', width: 80, height: 80, bgcolor: 'grey.100', borderRadius: 1 }}
                  >
                    {previews[index] && (
                      <Box
                        component="img"
                        src={previews[index]}
                        alt={`Your photo ${index + 1}`}
                        sx={{ width: 80, height: 80, objectFit: 'cover', borderRadius: 1 }}
                      />
                    )}
                    <IconButton
                      size="small"
                      aria-label={`Remove photo ${index + 1}`}
                      onClick={() => setPhotos(photos.filter((_, i) => i !== index))}
                      sx={{
                        position: 'absolute',
                        top: 2,
                        right: 2,
                        bgcolor: 'rgba(255,253,249,0.9)',
                        '&:hover': { bgcolor: 'background.paper' },
                      }}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Box>
                ))}
                {photos.length < REVIEW_PHOTOS_MAX && (
                  <Button
                    component="label"
                    variant="outlined"
                    startIcon={<AddPhotoAlternateOutlinedIcon />}
                    sx={{ height: 80 }}
                  >
                    Add photos
                    <input
                      hidden
                      type="file"
                      accept={PHOTO_TYPES.join(',')}
                      multiple
                      aria-label="Add photos"
                      onChange={(event) => {
                        addPhotos(event.target.files);
                        event.target.value = '';
                      }}
                    />
                  </Button>
                )}
              </Box>
              {photoError && (
                <Typography color="error" variant="body2" sx={{ mt: 1 }}>
                  {photoError}
                </Typography>
              )}
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={submit.isPending}>
              {submit.isPending ? 'Publishing…' : 'Publish review'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
