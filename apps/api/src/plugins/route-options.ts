import { uuidParam } from '@shop/contracts';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import type { Access } from './auth.ts';

/**
 * The options every route repeats, said once per routes file: who may call it (`config.access`, checked by
 * `auth.ts`) and the OpenAPI tags it is listed under. `const customerRoute = routeOptions('customer', ['cart'])`,
 * then `app.get(url, customerRoute({ summary, params, response }), handler)`; the schema keeps its type, so the
 * handler's request is typed from it.
 */
export function routeOptions(access: Access, tags: string[]) {
  return <const Schema extends FastifySchema>(schema: Schema) => ({
    config: { access },
    schema: { tags, ...schema },
  });
}

/** The back office's routes: admins only, listed under `admin`. */
export const adminRoute = routeOptions('admin', ['admin']);

/** The params of a route on one row, `/…/:id`: a UUID. */
export const idParams = z.object({ id: uuidParam });
