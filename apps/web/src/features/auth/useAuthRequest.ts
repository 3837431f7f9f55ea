import { zodResolver } from '@hookform/resolvers/zod';
import type { AuthReply } from '@shop/contracts';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useAuth } from './AuthProvider.tsx';

/**
 * The sign-in and sign-up forms: checks the fields with the shared `schema`, sends them to `path` and completes
 * the sign-in with the token it returns; on failure keeps the reason in words for the form to show.
 * `form` is what `AuthForm` takes.
 */
export function useAuthRequest<Values extends FieldValues>({
  schema,
  defaultValues,
  path,
  failureText,
  onSignedIn,
}: {
  schema: z.ZodType<Values, Values>;
  defaultValues: DefaultValues<Values>;
  path: string;
  failureText: string;
  onSignedIn: (problem?: string) => void;
}) {
  const { completeSignIn } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues });
  const send = async (values: Values) => {
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
  return { register, errors, form: { onSubmit: handleSubmit(send), failure, submitting: isSubmitting } };
}
