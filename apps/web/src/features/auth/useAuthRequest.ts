import type { AuthReply } from '@shop/contracts';
import { useState } from 'react';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useAuth } from './AuthProvider.tsx';

/**
 * Sends a sign-in or sign-up to `path` and completes the sign-in with the token it returns; on failure keeps
 * the reason in words for the form to show.
 */
export function useAuthRequest(path: string, failureText: string, onSignedIn: (problem?: string) => void) {
  const { completeSignIn } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (values: object) => {
    setFailure(null);
    try {
      const reply = await api<AuthReply>(path, { method: 'POST', body: values });
      const { mergeProblem } = await completeSignIn(reply.jwt);
      onSignedIn(mergeProblem);
    } catch (error) {
      console.warn(failureText, error);
      setFailure(errorMessage(error, failureText));
    }
  };
  return { failure, send };
}
