/**
 * S37: what the logs may say about a request or an error. Customer data (emails, phones, names, addresses),
 * tokens and SQL parameters never reach them; what stays is enough to find the fault: the path, the SQLSTATE,
 * constraint, table and column, the SQL text without its values, the stack.
 */

/** Query parameters whose values never hold personal data or secrets; every other value is replaced. */
const HARMLESS_QUERY_KEYS = new Set([
  'pageNumber',
  'pageSize',
  'sort',
  'stock',
  'color',
  'size',
  'sizes',
  'minPrice',
  'maxPrice',
  'minDiscount',
  'category',
  'status',
  'kind',
  'order_id',
  'payment_id',
  'payment_link_id',
  'payment_link_status',
]);

const REDACTED = '[redacted]';

/** The request's path with the values of its query replaced, except for the harmless ones above. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [key = ''] = pair.split('=', 1);
      return HARMLESS_QUERY_KEYS.has(key) ? pair : `${key}=${REDACTED}`;
    });
  return `${url.slice(0, mark)}?${params.join('&')}`;
}

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;
/** Indian phone numbers: ten digits, maybe split 5 + 5, maybe after +91 or 0 (and any longer digit run). */
const PHONE = /(?:\+91[\s-]?|\b0)?\b\d{5}[\s-]?\d{5,}\b/g;

/** Defence in depth for any text that reaches a log: emails, tokens and phone-like numbers are cut out. */
export function scrubText(text: string): string {
  return text.replace(JWT, '[jwt]').replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

/** Fields of pg's DatabaseError that name things, never values (`detail`, `where` and `hint` can quote rows). */
const DATABASE_FIELDS = [
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
] as const;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  statusCode?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  [field: string]: unknown;
}

function isDatabaseError(e: ErrorLike): boolean {
  return typeof e.severity === 'string' && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);
}

/** PostgreSQL quotes values in its messages (`invalid input syntax for type uuid: "…"`): keep only names. */
function databaseMessage(e: ErrorLike): string {
  const names = new Set(DATABASE_FIELDS.map((field) => e[field]).filter((v) => typeof v === 'string'));
  return String(e.message ?? '').replace(/"([^"]*)"/g, (quoted, inner: string) =>
    names.has(inner) ? quoted : `"${REDACTED}"`,
  );
}

function safeMessage(e: ErrorLike): string {
  // Drizzle's message is the SQL followed by every parameter: keep the SQL, drop the parameters.
  if (typeof e.query === 'string' && 'params' in e) return `Failed query: ${e.query}`;
  if (isDatabaseError(e)) return databaseMessage(e);
  return scrubText(String(e.message ?? ''));
}

/** The stack without its first line, which repeats the (unsafe) message. */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  const at = stack.indexOf('\n    at ');
  return at < 0 ? '' : stack.slice(at);
}

/** pino's `err` serializer: the error's name, a safe message, its codes and names, the stack, its causes. */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!error || typeof error !== 'object') {
    const message = scrubText(String(error));
    return { type: typeof error, message, stack: message };
  }
  const e = error as ErrorLike;
  const constructorName = error.constructor?.name;
  const type = constructorName && constructorName !== 'Object' ? constructorName : String(e.name ?? 'Error');
  const message = safeMessage(e);
  const out: SerializedError = { type, message, stack: '' };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (isDatabaseError(e))
    for (const field of DATABASE_FIELDS) if (typeof e[field] === 'string') out[field] = e[field];
  out.stack = `${type}: ${message}${framesOf(e.stack)}`;
  if (e.cause && depth < 4) out.cause = serializeError(e.cause, depth + 1);
  return out;
}
