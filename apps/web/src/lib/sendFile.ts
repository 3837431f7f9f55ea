import { ApiError } from './api.ts';
import { getToken } from './storage.ts';

/** How a failed send is told when the reply does not say: its code and words, and those of a file too large. */
export interface SendFailure {
  code: string;
  message: string;
  tooLarge?: ApiError;
}

/**
 * Sends a file to the API with the user's token: a multipart form (the browser writes its boundary) or a Blob
 * whose type is the content type; api() speaks JSON only. An error reply, or one `complete` finds lacking,
 * becomes an ApiError carrying the reply's code, words and details, else those of `failure`.
 */
export async function sendFile<T>(
  path: string,
  init: { method: 'POST' | 'PUT'; body: FormData | Blob },
  complete: (reply: Partial<T>) => boolean,
  failure: SendFailure,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers });
  } catch {
    throw new ApiError(0, 'NETWORK', 'We could not reach the shop. Check your connection and try again.');
  }
  const data = (await response.json().catch(() => ({}))) as Partial<T> & {
    code?: string;
    message?: string;
    details?: unknown;
  };
  if (response.ok && complete(data)) return data as T;
  if (response.status === 413 && failure.tooLarge) throw failure.tooLarge;
  throw new ApiError(
    response.status,
    data.code ?? failure.code,
    data.message ?? failure.message,
    data.details,
  );
}
