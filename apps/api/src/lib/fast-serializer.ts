import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/**
 * A response serializer compiled from the route's Zod schema into fast-json-stringify, for the busiest public
 * routes. The default Zod serializer re-validates every reply object by object, which on a 20-product listing
 * costs more CPU than the database; this writes the same shape (fields outside the schema are dropped, as Zod
 * does), and TypeScript checks the shape at compile time.
 */
export function fastSerializer(schema: z.ZodType): FastifySerializerCompiler<unknown> {
  const stringify = fastStringify(schema);
  return () => (data) => stringify(data);
}

/** The same writer as a plain function, for replies serialized before they are sent (the catalogue cache). */
export function fastStringify<T>(schema: z.ZodType<T>): (data: T) => string {
  return fastJson(
    z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as Parameters<typeof fastJson>[0],
  );
}
