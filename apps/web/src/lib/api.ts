import { orderTokenHeaders } from './guestOrderTokens.ts';
import { getToken } from './storage.ts';

const ORDER_PATH = /^\/api\/orders\/([0-9a-f-]{36})(?:[/?]|$)/i;

/** A guest order's calls (invoice, cancel, returns, review) carry its token when this browser keeps one. */
export function guestOrderHeaders(path: string): Record<string, string> {
  const id = ORDER_PATH.exec(path)?.[1];
  return id ? orderTokenHeaders(id) : {};
}

/** An error reply of the API (`{ statusCode, code, error, message }`), or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

type Query = Record<string, string | number | undefined | null>;

/**
 * Told when the server no longer accepts this browser's token (the password was reset or changed elsewhere,
 * every session signed out, or it expired): the app signs itself out instead of offering a Retry that loops.
 */
const sessionEndedListeners = new Set<() => void>();
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/** A 401 UNAUTHORIZED to a request that carried the token still stored: that session is over. */
function noticeEndedSession(status: number, code: string | undefined, sentToken: string | null): void {
  if (status !== 401 || code !== 'UNAUTHORIZED' || !sentToken || sentToken !== getToken()) return;
  for (const listener of sessionEndedListeners) listener();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Extra headers, e.g. a guest order's `X-Order-Token`. */
  headers?: Record<string, string>;
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Calls the shop's API on the same origin. Adds `Authorization: Bearer <jwt>` when a token is stored,
 * sends JSON only when there is a body (an empty JSON body is a 400 on the server), and turns every
 * error reply into an ApiError carrying the API's stable `code`.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...guestOrderHeaders(path),
    ...options.headers,
  };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'We could not reach the shop. Check your connection and try again.');
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const reply = (data ?? {}) as { code?: string; message?: string; details?: unknown };
    noticeEndedSession(response.status, reply.code, token);
    throw new ApiError(
      response.status,
      reply.code ?? (response.status >= 500 ? 'INTERNAL' : 'UNKNOWN'),
      reply.message ?? response.statusText ?? 'Request failed',
      reply.details,
    );
  }
  return data as T;
}

export const isApiError = (error: unknown, code?: string): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);
