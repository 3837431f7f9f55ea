import type { SigninInput, SignupInput } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { revokedTokens, users } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { countAttempt, type RateLimitRule } from '../../lib/rate-limit.ts';
import type { TokenClaims, TokenService } from '../../lib/tokens.ts';
import { queueMail } from '../mail/outbox.service.ts';
import { SIGNIN_FAILURES } from '../users/account-security.ts';
import { queueEmailVerification } from './email-verification.ts';

/** Sign-ups per IP: enough for a family behind one router, too few for a script. */
export const SIGNUPS_PER_IP: RateLimitRule = { limit: 10, windowSeconds: 600 };

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Email or password is incorrect');

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
    /** Derives the "confirm your email" link's token (the server's secret). */
    private readonly linkSecret: string,
  ) {}

  async signup(input: SignupInput, ip: string): Promise<string> {
    await countAttempt(this.db, [`signup:ip:${ip}`], SIGNUPS_PER_IP);
    const taken = await this.db.execute(
      sql`select 1 from users where lower(email) = lower(${input.email}) and role <> 'guest'`,
    );
    if (taken.rows.length > 0) throw conflict('EMAIL_TAKEN', 'An account with this email already exists');
    const passwordHash = await hashPassword(input.password);
    try {
      const user = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            role: 'customer',
            // Recorded for the email once its owner confirms it: a stranger may sign up with it (S72).
            marketingConsentAsked: input.marketingConsent === true,
          })
          .returning({ id: users.id, tokenVersion: users.tokenVersion });
        if (!row) throw new Error('user insert returned no row');
        await queueMail(tx, input.email, 'welcome', { firstName: input.firstName });
        await queueEmailVerification(tx, this.linkSecret, {
          id: row.id,
          email: input.email,
          firstName: input.firstName,
        });
        return row;
      });
      return this.tokens.issue(user.id, user.tokenVersion);
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict('EMAIL_TAKEN', 'An account with this email already exists');
      throw error;
    }
  }

  /** Unknown email and wrong password answer the same, after the same amount of hashing work (S19). */
  async signin(input: SigninInput, ip: string): Promise<string> {
    const attempt = await countAttempt(
      this.db,
      [`signin:email:${input.email.toLowerCase()}`, `signin:ip:${ip}`],
      SIGNIN_FAILURES,
    );

    const [user] = await this.db
      .select({ id: users.id, passwordHash: users.passwordHash, tokenVersion: users.tokenVersion })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${input.email}) and ${users.role} <> 'guest'`);
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!user || !valid) throw invalidCredentials();
    await attempt.giveBack();
    return this.tokens.issue(user.id, user.tokenVersion);
  }

  /** Ends a token for good: it is kept on a deny list until it would have expired anyway (S17). */
  async signout(token: TokenClaims): Promise<void> {
    await this.db
      .insert(revokedTokens)
      .values({ jti: token.jti, expiresAt: token.expiresAt })
      .onConflictDoNothing();
  }
}
