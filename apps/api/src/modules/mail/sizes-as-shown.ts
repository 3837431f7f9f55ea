/**
 * Sizes are stored in lower case (docs/api.md) and the shop shows them in capitals ("M", "XL", "7"): a mail shows them
 * as the shop does. Every template names a size `size`, in a line, a request or a list, so the mail's data is
 * copied with each `size` text in capitals, whatever module composed it (and for mails already in the outbox).
 */
export function sizesAsShown<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sizesAsShown) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key === 'size' && typeof field === 'string' ? field.toUpperCase() : sizesAsShown(field),
    ]),
  ) as T;
}
