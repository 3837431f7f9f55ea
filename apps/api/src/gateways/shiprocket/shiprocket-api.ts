import type { ShiprocketClient } from './shiprocket-client.ts';
import { ShiprocketError } from './shiprocket-client.ts';

/** The answers of Shiprocket's calls we use, as its API documents them (only the fields we read). */
interface CreatedOrder {
  order_id: number;
  shipment_id: number;
}
interface FoundOrders {
  data?: {
    id: number;
    channel_order_id: string;
    status?: string;
    shipments?: { id: number; awb?: string; courier?: string; pickup_scheduled_date?: string | null }[];
  }[];
}

/** What Shiprocket's own records say of an order made for ours: its ids and, once assigned, the AWB. */
export interface KnownOrder extends CreatedOrder {
  awb: string | null;
  courier: string | null;
  pickupScheduledDate: string | null;
  status: string | null;
}
interface AwbAnswer {
  awb_assign_status: number;
  response?: {
    data?: {
      awb_code?: string;
      courier_name?: string;
      courier_company_id?: number;
      awb_assign_error?: string;
    };
  };
  message?: string;
}
interface LabelAnswer {
  label_created: number;
  label_url?: string;
  not_created?: number[];
}
export interface TrackingAnswer {
  tracking_data?: {
    track_status: number;
    shipment_status: number;
    shipment_track_activities?: {
      date: string;
      activity: string;
      location: string;
      'sr-status': string;
      'sr-status-label': string;
    }[];
    error?: string;
  };
}

export function createOrder(client: ShiprocketClient, body: object): Promise<CreatedOrder> {
  return client.post<CreatedOrder>('/orders/create/adhoc', body);
}

/**
 * Shiprocket's order made for ours earlier (an answer lost on the way), found by our order id (`GET /orders`,
 * `search` = AWB or channel order id), with the AWB and courier its shipment carries once assigned.
 */
export async function findOrder(
  client: ShiprocketClient,
  ourOrderId: string,
): Promise<KnownOrder | undefined> {
  const found = await client.get<FoundOrders>(`/orders?search=${encodeURIComponent(ourOrderId)}`);
  const match = found.data?.find((o) => o.channel_order_id === ourOrderId);
  const shipment = match?.shipments?.[0];
  if (!match || !shipment?.id) return undefined;
  return {
    order_id: match.id,
    shipment_id: shipment.id,
    awb: shipment.awb || null,
    courier: shipment.courier || null,
    pickupScheduledDate: shipment.pickup_scheduled_date || null,
    status: match.status ?? null,
  };
}

export async function assignAwb(client: ShiprocketClient, shipmentId: number, courierId?: number) {
  const answer = await client.post<AwbAnswer>('/courier/assign/awb', {
    shipment_id: shipmentId,
    ...(courierId ? { courier_id: courierId } : {}),
  });
  const data = answer.response?.data;
  if (answer.awb_assign_status !== 1 || !data?.awb_code)
    throw new ShiprocketError(data?.awb_assign_error ?? answer.message ?? 'no AWB was assigned');
  return {
    awb: data.awb_code,
    courier: data.courier_name ?? 'Courier',
    courierId: data.courier_company_id ?? null,
  };
}

/** Asks the courier to collect the parcel; answers the pickup date Shiprocket scheduled, when it gives one. */
export async function requestPickup(client: ShiprocketClient, shipmentId: number): Promise<string | null> {
  const answer = await client.post<{ response?: { pickup_scheduled_date?: string } }>(
    '/courier/generate/pickup',
    { shipment_id: [shipmentId] },
  );
  return answer?.response?.pickup_scheduled_date ?? null;
}

/** The manifest (the courier's handover sheet) of shipments whose pickup is requested. */
export async function generateManifest(client: ShiprocketClient, shipmentIds: number[]): Promise<string> {
  const answer = await client.post<{ status?: number; manifest_url?: string }>('/manifests/generate', {
    shipment_id: shipmentIds,
  });
  if (!answer.manifest_url) throw new ShiprocketError('the manifest could not be made');
  return answer.manifest_url;
}

/** A new delivery address for an order not yet picked up (`POST /orders/address/update`, 202). */
export function updateDeliveryAddress(client: ShiprocketClient, body: Record<string, unknown>) {
  return client.post<unknown>('/orders/address/update', body);
}

export interface NdrDetails {
  reason: string;
  attempts: number;
  raisedAt: string;
}

/** The failed delivery (NDR) Shiprocket holds for an AWB; undefined when there is none (its 404). */
export async function ndrDetails(client: ShiprocketClient, awb: string): Promise<NdrDetails | undefined> {
  try {
    const answer = await client.get<{
      data?: { reason?: string; attempts?: number; ndr_raised_at?: string }[];
    }>(`/ndr/${encodeURIComponent(awb)}`);
    const first = answer.data?.[0];
    if (!first) return undefined;
    return {
      reason: first.reason ?? '',
      attempts: Number(first.attempts ?? 0),
      raisedAt: first.ndr_raised_at ?? '',
    };
  } catch (error) {
    if (error instanceof ShiprocketError && error.providerStatus === 404) return undefined;
    throw error;
  }
}

/** The seller's answer to a failed delivery: deliver again, or send the parcel back (RTO). No undo. */
export function actOnNdr(
  client: ShiprocketClient,
  awb: string,
  action: 're-attempt' | 'return',
  comments: string,
) {
  return client.post<unknown>(`/ndr/${encodeURIComponent(awb)}/action`, { action, comments });
}

/** One label PDF for one or several shipments. */
export async function generateLabel(client: ShiprocketClient, shipmentIds: number[]): Promise<string> {
  const answer = await client.post<LabelAnswer>('/courier/generate/label', { shipment_id: shipmentIds });
  if (answer.label_created !== 1 || !answer.label_url)
    throw new ShiprocketError('the label could not be made');
  return answer.label_url;
}

export function trackAwb(client: ShiprocketClient, awb: string): Promise<TrackingAnswer> {
  return client.get<TrackingAnswer>(`/courier/track/awb/${encodeURIComponent(awb)}`);
}

/** Shiprocket's public tracking page of an AWB. */
export const trackingUrl = (awb: string) => `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;

/** Cancels Shiprocket orders (before pickup); Shiprocket answers 204, and refuses one the courier holds. */
export function cancelOrders(client: ShiprocketClient, providerOrderIds: number[]) {
  return client.post<unknown>('/orders/cancel', { ids: providerOrderIds });
}

export interface CourierOption {
  courierId: number;
  name: string;
  /** Rupees, as Shiprocket quotes them. */
  rate: number;
  days: string;
  cod: boolean;
  recommended: boolean;
}

/** The couriers Shiprocket offers from the pickup PIN to a PIN, with their price and days (recommended first). */
export async function courierOptions(
  client: ShiprocketClient,
  query: { pickup: string; delivery: string; weightKg: number; cod: boolean },
): Promise<CourierOption[]> {
  const params = new URLSearchParams({
    pickup_postcode: query.pickup,
    delivery_postcode: query.delivery,
    weight: String(query.weightKg),
    cod: query.cod ? '1' : '0',
  });
  const answer = await client.get<{
    message?: string;
    data?: {
      available_courier_companies?: {
        courier_company_id: number;
        courier_name: string;
        rate: number;
        estimated_delivery_days: string;
        cod?: number;
      }[];
      recommended_courier_company_id?: number;
    };
  }>(`/courier/serviceability?${params}`);
  const list = answer.data?.available_courier_companies ?? [];
  if (!list.length) throw new ShiprocketError(answer.message ?? 'no courier serves this PIN code');
  const recommended = answer.data?.recommended_courier_company_id;
  return list
    .map((c) => ({
      courierId: c.courier_company_id,
      name: c.courier_name,
      rate: Number(c.rate),
      days: String(c.estimated_delivery_days),
      cod: c.cod === 1,
      recommended: c.courier_company_id === recommended,
    }))
    .sort((a, b) => Number(b.recommended) - Number(a.recommended));
}

/** The PIN code of a pickup address, found by its nickname among the account's pickup addresses. */
export async function pickupPincodeOf(client: ShiprocketClient, location: string): Promise<string> {
  const answer = await client.get<{
    data?: { shipping_address?: { pickup_location: string; pin_code: string | number }[] };
  }>('/settings/company/pickup');
  const found = answer.data?.shipping_address?.find(
    (a) => a.pickup_location.trim().toLowerCase() === location.trim().toLowerCase(),
  );
  if (!found) throw new ShiprocketError(`no pickup address is named "${location}"`);
  return String(found.pin_code);
}
