import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { lazy, Suspense, useState } from 'react';
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx';

// The gallery's full-screen viewer, fetched only when a photo is opened.
const ImageViewer = lazy(() => import('./gallery/ImageViewer.tsx'));

/**
 * A row of square review photos; a tap opens the gallery's full-screen viewer on that photo, with the row's
 * other photos before and after it. `label` names the row and the viewer ("Photos by Asha V.").
 */
export function ReviewPhotoStrip({
  photos,
  label,
  size = 88,
}: {
  photos: { id: string; url: string; alt: string }[];
  label: string;
  size?: number;
}) {
  const [viewer, setViewer] = useState<{ open: boolean; index: number } | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <Box
        component="ul"
        aria-label={label}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          pb: 0.5,
        }}
      >
        {photos.map((photo, index) => (
          <Box component="li" key={photo.id} sx={{ flex: 'none', scrollSnapAlign: 'start' }}>
            <ButtonBase
              onClick={() => setViewer({ open: true, index })}
              aria-label={`Open ${photo.alt} full screen`}
              sx={{ borderRadius: 1, overflow: 'hidden', display: 'block' }}
            >
              <ResponsiveImage
                src={photo.url}
                sizes={`${size}px`}
                alt={photo.alt}
                loading="lazy"
                width={size}
                height={size}
                sx={{ display: 'block', width: size, height: size, objectFit: 'cover', bgcolor: 'grey.100' }}
              />
            </ButtonBase>
          </Box>
        ))}
      </Box>
      {viewer && (
        <Suspense fallback={null}>
          <ImageViewer
            open={viewer.open}
            images={photos.map((photo) => photo.url)}
            title={label}
            index={viewer.index}
            onIndexChange={(index) => setViewer({ open: true, index })}
            onClose={() => setViewer({ ...viewer, open: false })}
          />
        </Suspense>
      )}
    </>
  );
}
