import { and, isNotNull, isNull } from 'drizzle-orm';
import { shippingBookings } from '../../db/schema/index.ts';

/** Bookings Shiprocket holds a parcel number for: an AWB was assigned and the booking was not cancelled. */
export const hasLiveAwb = and(isNotNull(shippingBookings.awb), isNull(shippingBookings.cancelledAt));
