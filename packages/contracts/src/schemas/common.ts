import { z } from 'zod';

export const uuidParam = z.uuid({ message: 'must be a valid id' });

/** The spec's client sends `null`, `undefined` or an empty value for an unset filter: all mean "no filter". */
export const unset = (value: unknown) =>
  value === '' || value === 'null' || value === 'undefined' || value === null ? undefined : value;

export const messageReply = z.object({ message: z.string() });

export const errorReply = z.object({
  statusCode: z.number(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
