import { type FormEvent, useState } from 'react';

/**
 * The state of a cart box where a code is typed and applied (a coupon, a gift card): the typed code, the last
 * error, `change` (send a change to the cart; the typed code clears and `onChanged` runs once it worked) and
 * `submit` (the form's Apply, which sends the trimmed code as `codeChange` makes it).
 */
export function useAppliedCodeForm<Change>(
  send: (change: Change) => Promise<unknown>,
  codeChange: (code: string) => Change,
  onChanged?: () => Promise<void> | void,
) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>(null);

  const change = async (next: Change) => {
    setError(null);
    try {
      await send(next);
      setCode('');
      await onChanged?.();
    } catch (e) {
      setError(e);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) void change(codeChange(code.trim()));
  };
  return { code, setCode, error, change, submit };
}
