import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReviewPhotoStripItem, ReviewReply } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { cardSx } from '../../components/Panel.tsx';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { dayMonthYear } from '../../lib/shortDates.ts';
import { useAuth } from '../auth/index.ts';
import { ReviewPhotoStrip } from './ReviewPhotoStrip.tsx';

// Only a review request's link opens the form here: the product page's first load does without its code.
const WriteReview = lazy(() =>
  import('../../components/WriteReview.tsx').then((module) => ({ default: module.WriteReview })),
);

/**
 * A review request's link (`?review=1#reviews`) opens the review form here: at once for a signed-in customer
 * (the API says if they cannot review this piece yet), after signing in for anyone else.
 */
function ReviewFromLink({ productId, title }: { productId: string; title: string }) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [, setSearch] = useSearchParams();
  if (isLoading) return null;
  if (user) {
    // Once published, the link's job is done: the button goes, and a reload does not open the form again.
    const done = () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('review');
          return next;
        },
        { replace: true },
      );
    return (
      <Suspense fallback={null}>
        <WriteReview productId={productId} title={title} defaultOpen onPublished={done} />
      </Suspense>
    );
  }
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={() => navigate('/login', { state: { background: location } })}
    >
      Sign in to write your review
    </Button>
  );
}

/**
 * "Recent Reviews and Ratings" with the product's real reviews, newest first, each marked as a verified buyer's
 * with its photos; above them a strip of every review photo. Photos open the gallery's full-screen viewer.
 */
export function ReviewsSection({
  productId,
  title,
  rating,
  ratingsCount,
}: {
  productId: string;
  title: string;
  rating: number;
  ratingsCount: number;
}) {
  const [search] = useSearchParams();
  const location = useLocation();
  const fromLink = search.get('review') === '1';
  const section = useRef<HTMLElement>(null);
  const reviews = useQuery({
    queryKey: ['reviews', productId],
    queryFn: ({ signal }) =>
      api<ReviewReply[] | { content: ReviewReply[] }>(`/api/reviews/product/${productId}`, { signal }),
    select: (data) => (Array.isArray(data) ? data : (data.content ?? [])),
  });
  const photos = useQuery({
    queryKey: ['review-photos', productId],
    queryFn: ({ signal }) =>
      api<ReviewPhotoStripItem[]>(`/api/reviews/product/${productId}/photos`, { signal }),
  });

  // Answers arrive as store updates, which React renders at once in one task: the list and the photos are drawn
  // from deferred copies instead, so that render shows the old state and the new one renders in slices.
  const shownReviews = useDeferredValue(reviews.data);
  const shownPhotos = useDeferredValue(photos.data);

  // The section loads after the page, so the browser's own jump to `#reviews` found nothing: jump now.
  const wantsReviews = fromLink || location.hash === '#reviews';
  useEffect(() => {
    if (wantsReviews) section.current?.scrollIntoView({ block: 'start' });
  }, [wantsReviews]);

  return (
    <Box
      component="section"
      id="reviews"
      ref={section}
      aria-labelledby="reviews-title"
      // Clear of the sticky header when the page jumps here.
      sx={{ mt: { xs: 6, md: 8 }, scrollMarginTop: { xs: 104, md: 144 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="reviews-title" variant="h2" sx={{ fontSize: { xs: '1.7rem', md: '2rem' }, flex: 1 }}>
          Recent Reviews and Ratings
        </Typography>
        {fromLink && <ReviewFromLink productId={productId} title={title} />}
      </Box>
      {ratingsCount > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3 }}>
          <Rating value={rating} precision={0.5} readOnly />
          <Typography
            sx={{
              color: 'text.secondary',
            }}
          >
            {rating.toFixed(1)} out of 5 · {ratingsCount} rating{ratingsCount === 1 ? '' : 's'}
          </Typography>
        </Box>
      )}
      {shownPhotos && shownPhotos.length > 0 && (
        <Box sx={{ mb: 3 }}>
          <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            Photos from customers
          </Typography>
          <ReviewPhotoStrip
            label="Photos from customers"
            size={112}
            photos={shownPhotos.map((photo, index) => ({
              id: photo.id,
              url: photo.url,
              alt: `Photo ${index + 1} from ${photo.authorName}`,
            }))}
          />
        </Box>
      )}
      {reviews.isError ? (
        <Typography color="error">
          {errorMessage(reviews.error, 'The reviews could not be loaded.')}
        </Typography>
      ) : shownReviews === undefined ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Box>
      ) : shownReviews.length === 0 ? (
        <Box sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
          <Typography sx={{ fontWeight: 600 }}>No reviews yet</Typography>
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            Customers who receive this piece can review it from their order.
          </Typography>
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {shownReviews.map((review) => (
            <Box
              component="li"
              key={review._id}
              sx={{
                display: 'flex',
                gap: 2,
                p: 2.5,
                ...cardSx,
              }}
            >
              <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }} aria-hidden="true">
                {(review.authorName || '?').charAt(0).toUpperCase()}
              </Avatar>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>{review.authorName || 'A customer'}</Typography>
                  {review.verifiedBuyer && (
                    <Chip
                      icon={<VerifiedOutlinedIcon />}
                      label="Verified buyer"
                      size="small"
                      color="success"
                      variant="outlined"
                    />
                  )}
                </Box>
                <Typography
                  variant="caption"
                  component="p"
                  sx={{
                    color: 'text.secondary',
                  }}
                >
                  {dayMonthYear(new Date(review.createdAt))}
                </Typography>
                <Rating value={review.rating} precision={0.5} readOnly size="small" sx={{ my: 0.5 }} />
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {review.text}
                </Typography>
                {review.ownerReply && (
                  <Box
                    aria-label="Reply from the shop"
                    role="note"
                    sx={{ mt: 1.5, ml: 2, pl: 1.5, borderLeft: 3, borderColor: 'secondary.light' }}
                  >
                    <Typography
                      variant="caption"
                      component="p"
                      sx={{
                        color: 'text.secondary',
                      }}
                    >
                      Reply from the shop · {dayMonthYear(new Date(review.ownerReply.repliedAt))}
                    </Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {review.ownerReply.text}
                    </Typography>
                  </Box>
                )}
                {review.photos && review.photos.length > 0 && (
                  <Box sx={{ mt: 1.5 }}>
                    <ReviewPhotoStrip
                      label={`Photos by ${review.authorName || 'a customer'}`}
                      photos={review.photos.map((photo, index) => ({
                        ...photo,
                        alt: `Photo ${index + 1} by ${review.authorName || 'a customer'}`,
                      }))}
                    />
                  </Box>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
