import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { type InfoPageSlug, infoPagePath } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../lib/errors.ts';
import { infoPageQuery, proseSx } from '../../lib/infoPages.ts';

/** "Size guide" beside the sizes: the guide opens in a dialog over the piece, with a link to its own page. */
export function SizeGuide({ slug }: { slug: InfoPageSlug }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const page = useQuery({ ...infoPageQuery(slug), enabled: open });
  return (
    <>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        sx={{ verticalAlign: 'baseline' }}
      >
        Size guide
      </Link>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        maxWidth="md"
        fullWidth
        scroll="paper"
      >
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {page.data?.title ?? 'Size guide'}
        </DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={() => setOpen(false)}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          {page.isError ? (
            <Alert severity="error">{errorMessage(page.error, 'The size guide could not be loaded.')}</Alert>
          ) : page.data ? (
            <Box
              sx={{ ...proseSx, '& > h2:first-of-type': { mt: 0 } }}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by our API from our own markdown, raw HTML escaped
              dangerouslySetInnerHTML={{ __html: page.data.html }}
            />
          ) : (
            <Box aria-hidden="true">
              <Skeleton />
              <Skeleton height={200} />
              <Skeleton width="80%" />
            </Box>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3 }}>
          <Button component={RouterLink} to={infoPagePath(slug)}>
            Open the full guide
          </Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
