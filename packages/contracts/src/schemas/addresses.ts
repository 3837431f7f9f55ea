// Zod schemas for the addresses area: shared by the API (validation, OpenAPI) and the web app (forms).
import { z } from 'zod';
import { findIndianState } from '../states.ts';
import { boundedText } from './common.ts';

/** One of the 36 states and union territories, stored by its name as the list spells it. */
export const indianState = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(100, 'must be at most 100 characters')
  .transform((value, ctx) => {
    const state = findIndianState(value);
    if (state) return state.name;
    ctx.addIssue({ code: 'custom', message: 'must be one of the states and union territories of India' });
    return z.NEVER;
  });

export const addressFields = {
  firstName: boundedText(100),
  lastName: boundedText(100),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'must be 10 digits'),
  streetAddress: boundedText(300),
  city: boundedText(100),
  state: indianState,
  pincode: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, 'must be six digits, not starting with 0'),
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
  /** The stored state is not one of the 36 (an address saved before the list): the customer must choose one. */
  needsState: z.boolean(),
});
export type Address = z.infer<typeof address>;
