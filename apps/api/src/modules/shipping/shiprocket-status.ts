/**
 * Shiprocket's shipment status ids that matter to the shop (its "Shipment Status Codes" table). Decision 0067
 * says which move an order; these say what the owner must be shown.
 */
export const SR_STATUS = {
  CANCELED: 8,
  RTO_INITIATED: 9,
  UNDELIVERED: 21,
  PICKED_UP: 42,
} as const;

/** Ids after which the courier holds the parcel: Shiprocket no longer cancels the order. */
const WITH_COURIER = new Set([6, 7, 9, 10, 17, 18, 21, 38, 42]);

export const courierHasParcel = (statusId: number | null | undefined) =>
  statusId !== null && statusId !== undefined && WITH_COURIER.has(statusId);

/**
 * One scan's date as a key: Shiprocket writes a scan's `date` as "2023-05-19 11:59:16" and the webhook's
 * `current_timestamp` as "23 05 2023 11:43:52"; both become "2023-05-19 11:59:16", so a scan that arrives by
 * the poll and by the webhook is applied once.
 */
export function scanKeyDate(date: string): string {
  const trimmed = date.trim();
  const webhook = /^(\d{2})[ -/](\d{2})[ -/](\d{4})[ T](\d{2}:\d{2}:\d{2})$/.exec(trimmed);
  if (webhook) return `${webhook[3]}-${webhook[2]}-${webhook[1]} ${webhook[4]}`;
  const iso = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(trimmed);
  return iso ? `${iso[1]} ${iso[2]}` : trimmed;
}
