import LinkIcon from '@mui/icons-material/Link';
import ShareIcon from '@mui/icons-material/Share';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatRupees } from '@shop/contracts';
import { useNotify } from '../../components/Notifier.tsx';

interface Shared {
  id: string;
  slug: string;
  title: string;
  discountedPrice: number;
}

/** The phone's share sheet (Web Share API) where there is one; otherwise WhatsApp and "Copy link". */
export function ShareButtons({ product }: { product: Shared }) {
  const notify = useNotify();
  // The canonical address: the server's preview of it shows the picture, name and price.
  const url = `${window.location.origin}/product/${product.slug || product.id}`;
  const text = `${product.title}, ${formatRupees(product.discountedPrice)}`;
  const canShare = typeof navigator.share === 'function' && (navigator.canShare?.({ url }) ?? true);

  const share = async () => {
    try {
      await navigator.share({ title: product.title, text, url });
    } catch (error) {
      // The shopper closed the sheet: nothing to say.
      if ((error as DOMException).name !== 'AbortError')
        notify({ message: 'This piece could not be shared', severity: 'error', autoHideMs: 5000 });
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ message: 'Link copied', severity: 'success', autoHideMs: 4000 });
    } catch {
      notify({ message: `Copy this link: ${url}`, severity: 'info', autoHideMs: 8000 });
    }
  };

  return (
    <Box role="group" aria-label="Share this piece" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
      {canShare ? (
        <Button variant="outlined" startIcon={<ShareIcon />} onClick={share}>
          Share
        </Button>
      ) : (
        <>
          <Button
            variant="outlined"
            startIcon={<WhatsAppIcon />}
            href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp
          </Button>
          <Button variant="outlined" startIcon={<LinkIcon />} onClick={copy}>
            Copy link
          </Button>
        </>
      )}
    </Box>
  );
}
