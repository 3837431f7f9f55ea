import { z } from 'zod';

export const uuidParam = z.uuid({ message: 'must be a valid id' });

/** The spec's client sends `null`, `undefined` or an empty value for an unset filter: all mean "no filter". */
export const unset = (value: unknown) =>
  value === '' || value === 'null' || value === 'undefined' || value === null ? undefined : value;

/** Trimmed, bounded text without NUL bytes (PostgreSQL cannot store them; S11). */
export const boundedText = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? 'is required' : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters');

export const messageReply = z.object({ message: z.string() });

export const errorReply = z.object({
  statusCode: z.number(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
