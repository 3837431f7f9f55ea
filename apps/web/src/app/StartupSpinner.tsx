import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { Spinner } from '../components/Spinner.tsx';
import { readItem, STARTUP_SPINNER_KEY } from '../lib/storage.ts';

/** SPEC.md §1: a spinner for 1.5 s on every app start; local storage `startupSpinnerMs` overrides it. */
export function startupDelay(): number {
  const override = Number(readItem(STARTUP_SPINNER_KEY));
  return readItem(STARTUP_SPINNER_KEY) !== null && Number.isFinite(override) && override >= 0
    ? override
    : 1500;
}

export function useStartupDone(): boolean {
  const [delay] = useState(startupDelay);
  const [done, setDone] = useState(delay === 0);
  useEffect(() => {
    if (done) return;
    const timer = window.setTimeout(() => setDone(true), delay);
    return () => window.clearTimeout(timer);
  }, [delay, done]);
  return done;
}

export function StartupSpinner() {
  return (
    <Box
      role="status"
      aria-label="Loading the shop"
      sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center' }}
    >
      <Spinner size={44} />
    </Box>
  );
}
