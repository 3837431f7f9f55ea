import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { downloadFile } from '../lib/download.ts';
import { errorMessage } from '../lib/errors.ts';

interface DocumentRef {
  number: string;
  issuedAt: string;
}

export function DownloadButton({
  path,
  label,
  shortLabel,
  fileName,
}: {
  path: string;
  label: string;
  /** Shown instead of `label` in tight places; the button is still named by `label`. */
  shortLabel?: string;
  fileName: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <Box>
      <Button
        variant="outlined"
        size="small"
        startIcon={<DownloadOutlinedIcon />}
        disabled={busy}
        aria-label={shortLabel ? label : undefined}
        sx={{ whiteSpace: 'nowrap' }}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await downloadFile(path, fileName);
          } catch (e) {
            setError(e);
          } finally {
            setBusy(false);
          }
        }}
      >
        {shortLabel ?? label}
      </Button>
      {error ? (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {errorMessage(error)}
        </Typography>
      ) : null}
    </Box>
  );
}

/** "Download invoice" and, when there is one, "Download credit note": the order's GST documents as PDFs. */
export function TaxDocumentLinks({
  orderId,
  invoice,
  creditNote,
  compact = false,
}: {
  orderId: string;
  invoice: DocumentRef | null | undefined;
  creditNote: DocumentRef | null | undefined;
  /** Short button texts ("Invoice", "Credit note"), e.g. in a table row. */
  compact?: boolean;
}) {
  if (!invoice) return null;
  const fileName = (ref: DocumentRef) => `${ref.number.replace(/\//g, '-')}.pdf`;
  return (
    <Box sx={{ display: 'flex', gap: compact ? 1 : 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <DownloadButton
        path={`/api/orders/${encodeURIComponent(orderId)}/invoice`}
        label="Download invoice"
        shortLabel={compact ? 'Invoice' : undefined}
        fileName={fileName(invoice)}
      />
      {creditNote ? (
        <DownloadButton
          path={`/api/orders/${encodeURIComponent(orderId)}/credit-note`}
          label="Download credit note"
          shortLabel={compact ? 'Credit note' : undefined}
          fileName={fileName(creditNote)}
        />
      ) : null}
    </Box>
  );
}
