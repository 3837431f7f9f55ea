import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/errors.ts';
import { HeadRow } from '../shared/HeadRow.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { LoadError } from '../shared/TableStates.tsx';
import { useShiprocketSettings, useTestShiprocket } from './shiprocketSettingsApi.ts';

/**
 * /admin/shiprocket: which Shiprocket settings the server has (secrets only as set or not; they are changed in
 * the server's environment, see docs/shiprocket.md) and a connection test: the settings, a login with the API
 * user, and the pickup address looked up by its name.
 */
export function AdminShiprocketPage() {
  const settings = useShiprocketSettings();
  const test = useTestShiprocket();
  return (
    <>
      <PageHeader
        title="Shiprocket"
        subtitle="Booking couriers, labels and tracking through your Shiprocket account."
        actions={
          <Button variant="contained" onClick={() => test.mutate()} disabled={test.isPending}>
            {test.isPending ? 'Testing…' : 'Test the connection'}
          </Button>
        }
      />
      {test.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(test.error, 'The test could not run.')}
        </Alert>
      )}
      {test.data && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Connection test">
          <Typography variant="h6" component="h2" sx={{ mb: 1, fontSize: '1.05rem' }}>
            {test.data.ok ? 'Shiprocket is connected' : 'Shiprocket is not ready'}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {test.data.checks.map((c) => (
              <Box component="li" key={c.name} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                {c.ok ? (
                  <CheckCircleOutlineIcon color="success" fontSize="small" aria-label="passed" />
                ) : (
                  <ErrorOutlineIcon color="error" fontSize="small" aria-label="failed" />
                )}
                <Typography variant="body2">
                  <strong>{c.name}:</strong> {c.message}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      )}
      <LoadError query={settings} what="The settings" />
      {settings.data && (
        <Paper variant="outlined">
          <Table size="small" aria-label="Shiprocket settings">
            <HeadRow headings={['Setting', 'Value']} />
            <TableBody>
              {settings.data.settings.map((s) => (
                <TableRow key={s.name}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{s.name}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {s.value ?? (s.set ? 'set (hidden)' : <em>not set</em>)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          mt: 2,
        }}
      >
        These are set in the server’s environment; docs/shiprocket.md names each and the steps in Shiprocket’s
        panel.
      </Typography>
    </>
  );
}
