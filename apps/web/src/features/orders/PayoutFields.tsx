import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IFSC, type ReturnPayoutInput, UPI_ID } from '@shop/contracts';
import { useId } from 'react';

export interface PayoutDraft {
  method: 'UPI' | 'BANK';
  upiId: string;
  accountName: string;
  accountNumber: string;
  ifsc: string;
}

export const EMPTY_PAYOUT: PayoutDraft = {
  method: 'UPI',
  upiId: '',
  accountName: '',
  accountNumber: '',
  ifsc: '',
};

/** The payout the API takes, or undefined while a field is not valid yet (the server checks again). */
export function payoutInput(draft: PayoutDraft): ReturnPayoutInput | undefined {
  if (draft.method === 'UPI')
    return UPI_ID.test(draft.upiId.trim()) ? { method: 'UPI', upiId: draft.upiId.trim() } : undefined;
  const ifsc = draft.ifsc.trim().toUpperCase();
  const accountNumber = draft.accountNumber.trim();
  if (draft.accountName.trim().length < 2 || !/^\d{9,18}$/.test(accountNumber) || !IFSC.test(ifsc))
    return undefined;
  return { method: 'BANK', accountName: draft.accountName.trim(), accountNumber, ifsc };
}

/** A cash-on-delivery buyer's refund goes to a UPI ID or a bank account, since there is no payment to reverse. */
export function PayoutFields({
  draft,
  onChange,
}: {
  draft: PayoutDraft;
  onChange: (next: PayoutDraft) => void;
}) {
  const labelId = useId();
  const set = (patch: Partial<PayoutDraft>) => onChange({ ...draft, ...patch });
  const upiBad = draft.upiId !== '' && !UPI_ID.test(draft.upiId.trim());
  const accountBad = draft.accountNumber !== '' && !/^\d{9,18}$/.test(draft.accountNumber.trim());
  const ifscBad = draft.ifsc !== '' && !IFSC.test(draft.ifsc.trim().toUpperCase());
  return (
    <>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
        You paid in cash: where should we send your refund?
      </Typography>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={draft.method}
        onChange={(event) => set({ method: event.target.value as PayoutDraft['method'] })}
      >
        <FormControlLabel value="UPI" control={<Radio />} label="UPI ID" />
        <FormControlLabel value="BANK" control={<Radio />} label="Bank account" />
      </RadioGroup>
      {draft.method === 'UPI' ? (
        <TextField
          label="UPI ID"
          value={draft.upiId}
          onChange={(event) => set({ upiId: event.target.value })}
          required
          error={upiBad}
          helperText={upiBad ? 'Enter a UPI ID such as name@okbank' : 'Such as name@okbank'}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />
      ) : (
        <>
          <TextField
            label="Account holder’s name"
            value={draft.accountName}
            onChange={(event) => set({ accountName: event.target.value })}
            required
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label="Account number"
            value={draft.accountNumber}
            onChange={(event) => set({ accountNumber: event.target.value })}
            required
            error={accountBad}
            helperText={accountBad ? '9 to 18 digits' : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
          <TextField
            label="IFSC"
            value={draft.ifsc}
            onChange={(event) => set({ ifsc: event.target.value.toUpperCase() })}
            required
            error={ifscBad}
            helperText={ifscBad ? '11 characters such as SBIN0001234' : 'On your cheque book or passbook'}
            slotProps={{ htmlInput: { maxLength: 11, autoComplete: 'off' } }}
          />
        </>
      )}
    </>
  );
}
