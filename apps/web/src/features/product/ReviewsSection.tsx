import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import type { Review } from '../../lib/types.ts';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** "Recent Reviews and Ratings" with the product's real reviews, newest first, and an empty state. */
export function ReviewsSection({
  productId,
  rating,
  ratingsCount,
}: {
  productId: string;
  rating: number;
  ratingsCount: number;
}) {
  const reviews = useQuery({
    queryKey: ['reviews', productId],
    queryFn: ({ signal }) =>
      api<Review[] | { content: Review[] }>(`/api/reviews/product/${productId}`, { signal }),
    select: (data) => (Array.isArray(data) ? data : (data.content ?? [])),
  });

  return (
    <Box component="section" aria-labelledby="reviews-title" sx={{ mt: { xs: 6, md: 8 } }}>
      <Typography id="reviews-title" variant="h2" sx={{ fontSize: { xs: '1.7rem', md: '2rem' }, mb: 2 }}>
        Recent Reviews and Ratings
      </Typography>
      {ratingsCount > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3 }}>
          <Rating value={rating} precision={0.5} readOnly />
          <Typography color="text.secondary">
            {rating.toFixed(1)} out of 5 · {ratingsCount} rating{ratingsCount === 1 ? '' : 's'}
          </Typography>
        </Box>
      )}
      {reviews.isPending ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Box>
      ) : reviews.isError ? (
        <Typography color="error">
          {errorMessage(reviews.error, 'The reviews could not be loaded.')}
        </Typography>
      ) : reviews.data.length === 0 ? (
        <Box sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
          <Typography sx={{ fontWeight: 600 }}>No reviews yet</Typography>
          <Typography color="text.secondary" variant="body2">
            Customers who receive this piece can review it from their order.
          </Typography>
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {reviews.data.map((review) => (
            <Box
              component="li"
              key={review._id}
              sx={{
                display: 'flex',
                gap: 2,
                p: 2.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                bgcolor: 'background.paper',
              }}
            >
              <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }} aria-hidden="true">
                {(review.authorName || '?').charAt(0).toUpperCase()}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{review.authorName || 'A customer'}</Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {dateFormat.format(new Date(review.createdAt))}
                </Typography>
                <Rating value={review.rating} precision={0.5} readOnly size="small" sx={{ my: 0.5 }} />
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {review.text}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
