import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FailedPictureImport } from '@shop/contracts';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../../components/Notifier.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { formatCount } from '../shared/adminFormat.ts';
import { useFailedPictures, useRetryPicture } from './pictureImportsApi.ts';

/** Only the file name of a long picture address, whole on hover. */
const shortName = (url: string) => url.split('?')[0]?.split('/').filter(Boolean).at(-1) ?? url;

function FailedPicture({ picture }: { picture: FailedPictureImport }) {
  const retry = useRetryPicture();
  const notify = useNotify();
  const onRetry = async () => {
    try {
      await retry.mutateAsync(picture.id);
      notify({ message: 'The picture is queued to be fetched again.', severity: 'success' });
    } catch (error) {
      notify({ message: errorMessage(error, 'The picture could not be queued.'), severity: 'error' });
    }
  };
  return (
    <Box
      component="li"
      data-picture-import={picture.id}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.75 }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Link component={RouterLink} to={`/admin/product/${picture.productId}/edit`}>
          {picture.productTitle}
        </Link>{' '}
        <Typography
          component="span"
          variant="body2"
          title={picture.sourceUrl}
          sx={{ wordBreak: 'break-all' }}
        >
          {shortName(picture.sourceUrl)}
        </Typography>
        <Typography variant="body2" color="error">
          {picture.reason}
        </Typography>
      </Box>
      <Button
        size="small"
        variant="outlined"
        onClick={onRetry}
        disabled={retry.isPending}
        aria-label={`Retry ${shortName(picture.sourceUrl)} of ${picture.productTitle}`}
      >
        Retry
      </Button>
    </Box>
  );
}

/** Above the products table when an import's pictures could not be fetched: each with its reason and a retry. */
export function FailedPictures() {
  const failed = useFailedPictures();
  if (!failed.data || failed.data.total === 0) return null;
  const { content, total } = failed.data;
  return (
    <Box
      component="section"
      aria-labelledby="failed-pictures"
      sx={{ p: 2, mb: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Typography id="failed-pictures" variant="h6" component="h2">
        {formatCount(total)} imported picture{total === 1 ? '' : 's'} could not be fetched
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          mb: 1,
        }}
      >
        Only public web addresses of JPEG, PNG or WebP pictures are fetched. Fix the address at its source and
        retry, or add the picture from the product's form.
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {content.map((picture) => (
          <FailedPicture key={picture.id} picture={picture} />
        ))}
      </Box>
      {total > content.length && (
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            mt: 1,
          }}
        >
          The newest {formatCount(content.length)} are shown.
        </Typography>
      )}
    </Box>
  );
}
