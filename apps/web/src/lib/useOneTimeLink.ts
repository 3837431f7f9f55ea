import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from './api.ts';

/**
 * A mailed one-time link's `?token=`, and the call that spends it: a POST of `{ token }` to `path`, run by the
 * page's button (`OneTimeLinkPage`), never by the page load.
 */
export function useOneTimeLink<T>(path: string, onDone?: (reply: T) => unknown) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const spend = useMutation({
    mutationFn: () => api<T>(path, { method: 'POST', body: { token } }),
    onSuccess: onDone,
  });
  return { token, spend };
}
