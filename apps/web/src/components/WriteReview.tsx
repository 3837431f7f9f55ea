import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REVIEW_TEXT_MAX } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from '../../components/Notifier.tsx';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';

/** A delivered piece can be reviewed by the customer who received it (POST /api/reviews). */
export function WriteReview({ productId, title }: { productId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: () => api('/api/reviews', { method: 'POST', body: { productId, rating, text: text.trim() } }),
    onSuccess: () => {
      setOpen(false);
      notify({ message: 'Thank you! Your review is published.', severity: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['reviews', productId] });
      void queryClient.invalidateQueries({ queryKey: ['product', productId] });
    },
  });
  const textMissing = text.trim().length === 0;
  const invalid = rating === null || textMissing;

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
