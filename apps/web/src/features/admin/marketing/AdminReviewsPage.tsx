import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AdminReviewReply } from '@shop/contracts';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/errors.ts';
import { formatDateTime, useAdminTitle } from '../shared/adminFormat.ts';
import { ListPagination } from '../shared/ListPagination.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { usePagedParams } from '../shared/pagedParams.ts';
import { LoadError } from '../shared/TableStates.tsx';
import { OwnerReplyForm } from './OwnerReplyForm.tsx';
import { useAdminReviews, useHideReview } from './reviewsApi.ts';

const PAGE_SIZES = [20, 50] as const;

function PhotoTile({
  review,
  photo,
}: {
  review: AdminReviewReply;
  photo: AdminReviewReply['photos'][number];
}) {
  const hide = useHideReview();
  return (
    <Box component="li" sx={{ width: 132, display: 'grid', gap: 0.5 }}>
      <Box
        component="img"
        src={photo.url.replace(/\.webp$/, '-400.webp')}
        alt={`Photo by ${review.authorName}${photo.hidden ? ' (hidden)' : ''}`}
        sx={{
          width: 132,
          height: 132,
          objectFit: 'cover',
          borderRadius: 1,
          opacity: photo.hidden ? 0.35 : 1,
        }}
      />
      <Button
        size="small"
        variant={photo.hidden ? 'contained' : 'outlined'}
        sx={{ whiteSpace: 'nowrap' }}
        disabled={hide.isPending}
        onClick={() => hide.mutate({ reviewId: review.id, photoId: photo.id, hidden: !photo.hidden })}
      >
        {photo.hidden ? 'Show photo' : 'Hide photo'}
      </Button>
      {hide.isError && (
        <Typography variant="caption" color="error" role="alert">
          {errorMessage(hide.error)}
        </Typography>
      )}
    </Box>
  );
}

function ReviewCard({ review }: { review: AdminReviewReply }) {
  const hide = useHideReview();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`Review by ${review.authorName} of ${review.productTitle}`}
      sx={{ p: 2, display: 'grid', gap: 1, bgcolor: review.hidden ? 'grey.50' : 'background.paper' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={`/product/${review.productId}#reviews`} sx={{ fontWeight: 600 }}>
          {review.productTitle}
        </Link>
        {review.hidden && <Chip size="small" label="Hidden from the shop" color="warning" />}
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          variant={review.hidden ? 'contained' : 'outlined'}
          color={review.hidden ? 'primary' : 'warning'}
          disabled={hide.isPending}
          onClick={() => hide.mutate({ reviewId: review.id, hidden: !review.hidden })}
        >
          {review.hidden ? 'Show review' : 'Hide review'}
        </Button>
      </Box>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        {review.authorName} · {review.authorEmail} · {formatDateTime(review.createdAt)}
      </Typography>
      <Rating value={review.rating} precision={0.5} readOnly size="small" />
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {review.text}
      </Typography>
      {review.photos.length > 0 && (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}
        >
          {review.photos.map((photo) => (
            <PhotoTile key={photo.id} review={review} photo={photo} />
          ))}
        </Box>
      )}
      <OwnerReplyForm review={review} />
      {hide.isError && <Alert severity="error">{errorMessage(hide.error)}</Alert>}
    </Paper>
  );
}

/** /admin/reviews: every review, newest first; the owner hides a review or a single photo from the shop. */
export function AdminReviewsPage() {
  useAdminTitle('Reviews');
  const paging = usePagedParams(PAGE_SIZES, PAGE_SIZES[0]);
  const reviews = useAdminReviews(paging.page, paging.pageSize);
  return (
    <>
      <PageHeader
        title="Reviews"
        subtitle="What customers wrote, with their photos. A hidden review leaves the product page and its rating; a hidden photo leaves the page."
      />
      <LoadError query={reviews} what="The reviews" />
      {reviews.isPending && <Skeleton variant="rounded" height={160} />}
      {reviews.data && reviews.data.content.length === 0 && (
        <Typography
          sx={{
            color: 'text.secondary',
          }}
        >
          No reviews yet.
        </Typography>
      )}
      {reviews.data && reviews.data.content.length > 0 && (
        <>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {reviews.data.content.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </Box>
          <ListPagination paging={paging} data={reviews.data} label="Reviews per page" />
        </>
      )}
    </>
  );
}
