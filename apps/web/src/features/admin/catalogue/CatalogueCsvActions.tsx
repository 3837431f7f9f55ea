import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from '../../../components/Notifier.tsx';
import { downloadFile } from '../../../lib/download.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { ADMIN_KEY } from '../shared/adminApi.ts';
import { formatCount } from '../shared/adminFormat.ts';
import { HeadRow } from '../shared/HeadRow.tsx';
import { type ImportSummary, uploadCatalogue } from './scaleApi.ts';

const SHOWN_ERRORS = 50;

function Summary({ summary }: { summary: ImportSummary }) {
  const verb = summary.dryRun ? 'would be' : 'were';
  if (summary.errors.length > 0)
    return (
      <>
        <Alert severity="error" sx={{ mb: 2 }}>
          {formatCount(summary.errors.length)} problem{summary.errors.length === 1 ? '' : 's'} in the file.
          Nothing
          {summary.dryRun ? ' will be' : ' was'} imported: fix them and choose the file again.
        </Alert>
        <Table size="small" aria-label="Problems in the file">
          <HeadRow headings={['Row', 'Column', 'Problem']} />
          <TableBody>
            {summary.errors.slice(0, SHOWN_ERRORS).map((e) => (
              <TableRow key={`${e.row}-${e.column}`}>
                <TableCell>{e.row}</TableCell>
                <TableCell>{e.column}</TableCell>
                <TableCell>{e.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </>
    );
  return (
    <Alert severity={summary.dryRun ? 'info' : 'success'}>
      {summary.format === 'shopify' ? "Shopify's product export. " : ''}
      {formatCount(summary.created)} product(s) {verb} added, {formatCount(summary.updated)} changed and{' '}
      {formatCount(summary.unchanged)} left as they are.
      {summary.pictures > 0
        ? ` ${formatCount(summary.pictures)} picture(s) ${summary.dryRun ? 'will be' : 'are being'} fetched afterwards.`
        : ''}
    </Alert>
  );
}

/** Export the catalogue as CSV; import ours or Shopify's: a dry run first, then the import, all or nothing. */
export function CatalogueCsvActions() {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const notify = useNotify();
  const queryClient = useQueryClient();

  const send = async (chosen: File, dryRun: boolean) => {
    setProgress(0);
    setSummary(null);
    try {
      const result = await uploadCatalogue(chosen, dryRun, setProgress);
      setSummary(result);
      if (!dryRun && result.errors.length === 0)
        await Promise.all(
          [[ADMIN_KEY], ['products'], ['product']].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
    } catch (error) {
      notify({
        message: errorMessage(error, 'The file could not be read. Please try again.'),
        severity: 'error',
      });
    } finally {
      setProgress(null);
    }
  };
  const close = () => {
    setOpen(false);
    setFile(null);
    setSummary(null);
  };
  const canImport = file && summary?.dryRun && summary.errors.length === 0 && progress === null;

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() =>
          downloadFile('/api/admin/products/export.csv', 'catalogue.csv').catch((error) =>
            notify({
              message: errorMessage(error, 'The export failed. Please try again.'),
              severity: 'error',
            }),
          )
        }
      >
        Export CSV
      </Button>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        Import CSV
      </Button>
      <Dialog open={open} onClose={progress === null ? close : undefined} fullWidth maxWidth="md">
        <DialogTitle>Import products from a CSV file</DialogTitle>
        <DialogContent>
          <Typography
            sx={{
              color: 'text.secondary',
              mb: 2,
            }}
          >
            Our export (edit it in a spreadsheet) or Shopify's product export. You see what would change
            before anything is written.
          </Typography>
          <Button component="label" variant="outlined" disabled={progress !== null} sx={{ mb: 2 }}>
            {file ? file.name : 'Choose a CSV file'}
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              aria-label="CSV file"
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                if (!chosen) return;
                setFile(chosen);
                void send(chosen, true);
              }}
            />
          </Button>
          {progress !== null && (
            <LinearProgress
              aria-label="Upload progress"
              variant={progress < 1 ? 'determinate' : 'indeterminate'}
              value={progress * 100}
              sx={{ mb: 2 }}
            />
          )}
          {summary && <Summary summary={summary} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={progress !== null}>
            {summary && !summary.dryRun ? 'Done' : 'Cancel'}
          </Button>
          <Button variant="contained" disabled={!canImport} onClick={() => file && send(file, false)}>
            Import
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
