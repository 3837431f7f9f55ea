import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useDeliveryPromise } from '../../features/shop/useDeliveryPromise.ts';
import { visuallyHidden } from '../../lib/a11y.ts';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

/** Sixteen copies: two identical halves, so the strip loops seamlessly at -50 %. */
const COPIES = Array.from({ length: 16 }, (_, n) => ({ id: `copy-${n}`, first: n === 0 }));

/** docs/product.md §1: the scrolling header banner. Still (and centred) for people who ask for reduced motion. */
export function FreeDeliveryBanner() {
  // Until the shop's terms arrive the strip keeps its height and stays empty: never a promise the shop does not make.
  const text = useDeliveryPromise() ?? '';
  return (
    <Box
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        overflow: 'hidden',
        height: 32,
        display: 'flex',
        alignItems: 'center',
        fontSize: 13,
        letterSpacing: '0.06em',
      }}
    >
      <Box component="p" sx={visuallyHidden}>
        {text}
      </Box>
      <Box
        aria-hidden="true"
        sx={{
          display: 'flex',
          whiteSpace: 'nowrap',
          width: 'max-content',
          animation: `${scroll} 40s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': {
            animation: 'none',
            width: '100%',
            justifyContent: 'center',
          },
        }}
      >
        {COPIES.map((copy) => (
          <Box
            component="span"
            key={copy.id}
            sx={{
              px: 4,
              '@media (prefers-reduced-motion: reduce)': { display: copy.first ? 'inline' : 'none' },
            }}
          >
            ✦&nbsp;&nbsp;{text}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
