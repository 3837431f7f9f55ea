// Zod schemas for the auth area: shared by the API (validation, OpenAPI) and the web app (forms).
import { z } from 'zod';
import { address } from './addresses.ts';
import { boundedText } from './common.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const email = z.string().trim().max(254).pipe(z.email('must be a valid email'));

export const signupInput = z.strictObject({
  firstName: boundedText(100),
  lastName: boundedText(100),
  email,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
  /** The marketing checkbox, unticked unless the shopper ticks it (S59). */
  marketingConsent: z.boolean().optional(),
});
export type SignupInput = z.infer<typeof signupInput>;

export const signinInput = z.strictObject({
  email,
  password: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH),
});
export type SigninInput = z.infer<typeof signinInput>;

export const authReply = z.object({ jwt: z.string(), message: z.string() });
export type AuthReply = z.infer<typeof authReply>;

export const profile = z.object({
  _id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(['customer', 'admin']),
  createdAt: z.string(),
  addresses: z.array(address),
});
export type Profile = z.infer<typeof profile>;

/** The profile page's name form; the email stays as signed up (it is the sign-in name). */
export const profileUpdateInput = z.strictObject({
  firstName: boundedText(100),
  lastName: boundedText(100),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;

export const changePasswordInput = z.strictObject({
  currentPassword: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
