import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef, useState } from 'react';
import { useNotify } from '../../../components/Notifier.tsx';
import { ApiError } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/download.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { HeadRow } from '../shared/HeadRow.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { TableFrame } from '../shared/TableFrame.tsx';
import { DeliveryRuleForm } from './DeliveryRuleForm.tsx';
import { rulesCsv, type StoredRule, useDeliveryRules, useReplaceDeliveryRules } from './deliveryRulesApi.ts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The rows a refused CSV named, as "Row 3: serviceable must be yes or no". */
function rowProblems(error: unknown): string[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return (error.details as { row?: number; message?: string }[])
    .filter((d) => d.row !== undefined)
    .map((d) => `Row ${d.row}: ${d.message}`);
}

/**
 * /admin/delivery: the owner's PIN rules over India Post's directory. A rule names a whole PIN or its first
 * digits; the longest match decides whether parcels and cash on delivery go there and how many days it adds.
 */
export function AdminDeliveryPage() {
  const rules = useDeliveryRules();
  const replace = useReplaceDeliveryRules();
  const notify = useNotify();
  const fileInput = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const current = rules.data?.rules ?? [];

  const save = async (input: { rules: StoredRule[] } | { csv: string }, done: string) => {
    try {
      await replace.mutateAsync(input);
      setProblems([]);
      notify({ message: done, severity: 'success' });
      return true;
    } catch (error) {
      setProblems(rowProblems(error));
      notify({ message: errorMessage(error, 'The PIN rules could not be saved.'), severity: 'error' });
      return false;
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await save({ csv: await file.text() }, `PIN rules replaced from ${file.name}.`);
  };

  const download = () => saveFile(new Blob([rulesCsv(current)], { type: 'text/csv' }), 'pin-rules.csv');

  return (
    <>
      <PageHeader
        title="Delivery"
        subtitle="PIN codes follow India Post's directory: every PIN is delivered, with cash on delivery. Rules here override it for a PIN or for every PIN that starts with the digits given; the longest match wins."
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<DownloadOutlinedIcon />} onClick={download}>
              Download CSV
            </Button>
            <Button
              variant="contained"
              startIcon={<UploadFileOutlinedIcon />}
              onClick={() => fileInput.current?.click()}
              disabled={replace.isPending}
            >
              Upload CSV
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-label="CSV file of PIN rules"
              onChange={onFile}
            />
          </Box>
        }
      />
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          mb: 2,
        }}
      >
        The CSV has the columns <code>pincode,serviceable,cod,extraDays</code> with yes or no, for example{' '}
        <code>7440,yes,no,3</code>. An upload replaces every rule; a file with any bad row changes nothing.
      </Typography>
      {problems.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The file was not applied:
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {problems.slice(0, 20).map((p) => (
              <li key={p}>{p}</li>
            ))}
          </Box>
        </Alert>
      )}
      <DeliveryRuleForm
        busy={replace.isPending}
        onAdd={(rule) =>
          save(
            { rules: [...current.filter((r) => r.prefix !== rule.prefix), rule] },
            `Rule for ${rule.prefix} saved.`,
          )
        }
      />
      <TableFrame label="PIN rules" busy={rules.isFetching}>
        <Table size="small">
          <HeadRow
            headings={[
              'PIN or first digits',
              'Delivered',
              'Cash on delivery',
              'Extra days',
              { label: 'Remove', hidden: true },
            ]}
          />
          <TableBody>
            {current.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>
                  {rules.isLoading ? 'Loading…' : 'No rules: India Post’s directory decides everywhere.'}
                </TableCell>
              </TableRow>
            )}
            {current.map((rule) => (
              <TableRow key={rule.prefix}>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{rule.prefix}</TableCell>
                <TableCell>{yesNo(rule.serviceable)}</TableCell>
                <TableCell>{yesNo(rule.serviceable && rule.cod)}</TableCell>
                <TableCell>{rule.extraDays}</TableCell>
                <TableCell align="right">
                  <IconButton
                    aria-label={`Remove the rule for ${rule.prefix}`}
                    disabled={replace.isPending}
                    onClick={() =>
                      save(
                        { rules: current.filter((r) => r.prefix !== rule.prefix) },
                        `Rule for ${rule.prefix} removed.`,
                      )
                    }
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableFrame>
    </>
  );
}
