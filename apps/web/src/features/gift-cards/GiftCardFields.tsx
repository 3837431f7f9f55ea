import TextField from '@mui/material/TextField';

export interface GiftCardDraft {
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  /** YYYY-MM-DD; empty: send as soon as it is paid. */
  sendAt: string;
}

/** Who the card is for, from whom, a message and the day to send it. */
export function GiftCardFields({
  draft,
  onChange,
}: {
  draft: GiftCardDraft;
  onChange: (next: GiftCardDraft) => void;
}) {
  const set = (patch: Partial<GiftCardDraft>) => onChange({ ...draft, ...patch });
  const today = new Date().toISOString().slice(0, 10);
  return (
    <>
      <TextField
        label="Recipient's name"
        required
        value={draft.recipientName}
        onChange={(event) => set({ recipientName: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <TextField
        label="Recipient's email"
        type="email"
        required
        value={draft.recipientEmail}
        onChange={(event) => set({ recipientEmail: event.target.value })}
      />
      <TextField
        label="From"
        required
        value={draft.senderName}
        onChange={(event) => set({ senderName: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <TextField
        label="Message (optional)"
        multiline
        minRows={2}
        value={draft.message}
        onChange={(event) => set({ message: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <TextField
        label="Send on"
        type="date"
        value={draft.sendAt}
        onChange={(event) => set({ sendAt: event.target.value })}
        helperText="Leave empty to send it as soon as it is paid."
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
      />
    </>
  );
}
