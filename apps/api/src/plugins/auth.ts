import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preparedSql } from '../db/prepared.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { type TokenClaims, TokenService } from '../lib/tokens.ts';

/** Who may call a route. Every route under /api has one; undeclared ones default to the strictest that fits. */
export type Access = 'public' | 'customer' | 'admin';

export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'customer' | 'admin';
  token: TokenClaims;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user; set on every route whose access is customer or admin. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
  }
}

/** The signed-in user of a route that requires one (customer or admin access). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The token's account, and whether the token was signed out; on every signed-in request, so a named statement. */
const selectTokenUser = preparedSql<{
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: 'customer' | 'admin';
  token_version: number;
  revoked: boolean;
}>(
  'auth_token_user',
  () => sql`select u.id, u.email, u.first_name, u.last_name, u.role, u.token_version,
      exists(select 1 from revoked_tokens r where r.jti = ${sql.placeholder('jti')}) as revoked
    from users u where u.id = ${sql.placeholder('userId')}`,
);

function defaultAccess(url: string | undefined): Access {
  // No route matched: let the not-found handler answer 404.
  if (url === undefined) return 'public';
  if (url.startsWith('/api/admin')) return 'admin';
  if (url.startsWith('/api/')) return 'customer';
  return 'public';
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/**
 * Declarative access control: a route says `config: { access: 'public' | 'customer' | 'admin' }`, most through
 * `routeOptions` (route-options.ts).
 * The token is verified (HS256 only, iss, aud, exp), checked against sign-outs and the account's token
 * version, and the user and role are read from the database on every request, so a role taken away takes
 * effect at once and a password or role change ends earlier sessions (S15, S17, S39).
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { secret: string; expiresIn: string }) => {
  app.decorate('tokens', new TokenService(options.secret, options.expiresIn));
  app.decorateRequest('user', null);

  async function loadUser(request: FastifyRequest): Promise<AuthUser | undefined> {
    const token = bearerToken(request);
    if (!token) return undefined;
    const claims = await app.tokens.verify(token);
    if (!claims) return undefined;
    const [row] = await selectTokenUser(app.db, { userId: claims.userId, jti: claims.jti });
    if (!row || row.revoked || row.token_version !== claims.version) return undefined;
    return {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      token: claims,
    };
  }

  async function authorize(request: FastifyRequest, access: Access): Promise<void> {
    if (access === 'public') {
      // Public routes may still use the user when a valid token comes along (e.g. reviews), never require it.
      request.user = (await loadUser(request)) ?? null;
      return;
    }
    const user = await loadUser(request);
    if (!user) throw unauthorized();
    if (access === 'admin' && user.role !== 'admin') throw forbidden('Only shop administrators can do this');
    request.user = user;
  }

  // A callback hook: a public route without a token (most catalogue traffic) is passed on without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config?.access ?? defaultAccess(request.routeOptions.url);
    if (access === 'public' && !request.headers.authorization) return done();
    authorize(request, access).then(() => done(), done);
  });
});
