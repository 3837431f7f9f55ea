import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../catalog.ts';

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

/** 0-based page number of a paged list; unset means the first page. */
export const pageNumberParam = z.preprocess(unset, z.coerce.number().int().min(0).max(100_000).default(0));

/** Page size of a paged list, 1 to 100; unset means `fallback`. */
export const pageSizeParam = (fallback: number) =>
  z.preprocess(unset, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(fallback));

export const messageReply = z.object({ message: z.string() });
