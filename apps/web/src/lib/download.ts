import { ApiError, guestOrderHeaders } from './api.ts';
import { getToken } from './storage.ts';

/** Saves a file the page holds under `name`, as the browser saves downloads. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a file the API answers (a PDF, a CSV) with the user's token, and saves it under the server's name
 * (Content-Disposition) or `fallbackName`. With `post`, the request is a POST of that JSON body. Error replies
 * become an ApiError, as with api(), worded `failure` when they carry no words.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  { post, failure = 'The download failed' }: { post?: unknown; failure?: string } = {},
): Promise<void> {
  const headers: Record<string, string> = guestOrderHeaders(path);
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (post !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response =
      post === undefined
        ? await fetch(path, { headers })
        : await fetch(path, { method: 'POST', headers, body: JSON.stringify(post) });
  } catch {
    throw new ApiError(0, 'NETWORK', 'We could not reach the shop. Check your connection and try again.');
  }
  if (!response.ok) {
    const reply = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, reply.code ?? 'UNKNOWN', reply.message ?? failure);
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  saveFile(await response.blob(), named?.[1] ?? fallbackName);
}
