// Zod schemas for the addresses area: shared by the API (validation, OpenAPI) and the web app (forms).
import { z } from 'zod';
import { boundedText } from './common.ts';

export const addressFields = {
  firstName: boundedText(100),
  lastName: boundedText(100),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'must be a 10-digit mobile number'),
  streetAddress: boundedText(300),
  city: boundedText(100),
  state: boundedText(100),
  pincode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be a 6-digit pincode'),
  landmark: boundedText(200, 0).optional().default(''),
  email: z.string().trim().max(254).pipe(z.email('must be a valid email')),
};

/** A new or edited address; unknown fields are rejected. */
export const addressInput = z.strictObject(addressFields);
export type AddressInput = z.infer<typeof addressInput>;

export const address = z.object({
  _id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  landmark: z.string(),
  email: z.string(),
});
export type Address = z.infer<typeof address>;
