import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AdminReviewReply, OWNER_REPLY_MAX } from '@shop/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { useOwnerReply } from './reviewsApi.ts';

/** The owner's public answer under a review: shown as it stands, with Reply / Edit reply / Remove reply. */
export function OwnerReplyForm({ review }: { review: AdminReviewReply }) {
  const save = useOwnerReply();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(review.ownerReply?.text ?? '');
  const submit = (value: string | null) =>
    save.mutate({ reviewId: review.id, text: value }, { onSuccess: () => setEditing(false) });

  if (!editing)
    return (
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        {review.ownerReply && (
          <Box sx={{ pl: 1.5, borderLeft: 3, borderColor: 'secondary.light' }}>
            <Typography
              variant="caption"
              component="p"
              sx={{
                color: 'text.secondary',
              }}
            >
              Your reply
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.ownerReply.text}
            </Typography>
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" onClick={() => setEditing(true)}>
            {review.ownerReply ? 'Edit reply' : 'Reply'}
          </Button>
          {review.ownerReply && (
            <Button size="small" color="warning" disabled={save.isPending} onClick={() => submit(null)}>
              Remove reply
            </Button>
          )}
        </Box>
        {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      </Box>
    );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(text);
      }}
      sx={{ display: 'grid', gap: 1 }}
    >
      <TextField
        label={`Your reply to ${review.authorName}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        helperText={`Shown under the review on the product page. ${text.length}/${OWNER_REPLY_MAX}`}
        slotProps={{ htmlInput: { maxLength: OWNER_REPLY_MAX } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={save.isPending || !text.trim()}>
          Post reply
        </Button>
        <Button size="small" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </Box>
      {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
    </Box>
  );
}
