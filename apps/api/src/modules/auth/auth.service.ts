import type { SigninInput, SignupInput } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { revokedTokens, users } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { hitRateLimit, peekRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import type { TokenClaims, TokenService } from '../../lib/tokens.ts';

/** S20: more than 10 failed sign-ins a minute for one email or one IP are refused. */
export const SIGNIN_FAILURES: RateLimitRule = { limit: 10, windowSeconds: 60 };
/** Sign-ups per IP: enough for a family behind one router, too few for a script. */
export const SIGNUPS_PER_IP: RateLimitRule = { limit: 10, windowSeconds: 600 };

const rateLimited = (retryAfter: number) =>
  new AppError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.', { retryAfter });

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Email or password is incorrect');

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
  ) {}

  async signup(input: SignupInput, ip: string): Promise<string> {
    const limit = await hitRateLimit(this.db, `signup:ip:${ip}`, SIGNUPS_PER_IP);
    if (limit.count > SIGNUPS_PER_IP.limit) throw rateLimited(limit.retryAfter);
    const taken = await this.db.execute(sql`select 1 from users where lower(email) = lower(${input.email})`);
    if (taken.rows.length > 0) throw conflict('EMAIL_TAKEN', 'An account with this email already exists');
    try {
      const [user] = await this.db
        .insert(users)
        .values({
          email: input.email,
          passwordHash: await hashPassword(input.password),
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'customer',
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned no row');
      return this.tokens.issue(user.id);
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict('EMAIL_TAKEN', 'An account with this email already exists');
      throw error;
    }
  }

  /** Unknown email and wrong password answer the same, after the same amount of hashing work (S19). */
  async signin(input: SigninInput, ip: string): Promise<string> {
    const emailKey = `signin:email:${input.email.toLowerCase()}`;
    const ipKey = `signin:ip:${ip}`;
    const [byEmail, byIp] = await Promise.all([
      peekRateLimit(this.db, emailKey, SIGNIN_FAILURES),
      peekRateLimit(this.db, ipKey, SIGNIN_FAILURES),
    ]);
    const blocked = [byEmail, byIp].find((state) => state.count >= SIGNIN_FAILURES.limit);
    if (blocked) throw rateLimited(blocked.retryAfter);

    const [user] = await this.db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${input.email})`);
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!user || !valid) {
      await Promise.all([
        hitRateLimit(this.db, emailKey, SIGNIN_FAILURES),
        hitRateLimit(this.db, ipKey, SIGNIN_FAILURES),
      ]);
      throw invalidCredentials();
    }
    return this.tokens.issue(user.id);
  }

  /** Ends a token for good: it is kept on a deny list until it would have expired anyway (S17). */
  async signout(token: TokenClaims): Promise<void> {
    await this.db
      .insert(revokedTokens)
      .values({ jti: token.jti, expiresAt: token.expiresAt })
      .onConflictDoNothing();
  }
}
