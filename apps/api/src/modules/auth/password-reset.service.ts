import type { ForgotPasswordInput, ResetPasswordInput } from '@shop/contracts';
import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { countAttempt, type RateLimitRule } from '../../lib/rate-limit.ts';
import { HIDDEN_TOKEN } from '../mail/hidden-links.ts';
import { queueMail } from '../mail/outbox.service.ts';
import { storeSingleUseLink, useSingleUseLink } from '../mail/single-use-links.ts';
import { setPassword } from '../users/account-security.ts';

/** How long a reset link works (S43). */
export const RESET_MINUTES = 30;
/** Reset mails asked for, per email and per address: enough for a lost mail or two, too few to flood an inbox. */
export const RESET_REQUESTS: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };
/** Tries of a reset link per address, like wrong passwords at sign-in (a token is 256 random bits anyway). */
export const RESET_ATTEMPTS: RateLimitRule = { limit: 10, windowSeconds: 60 };

export const FORGOT_PASSWORD_MESSAGE =
  'If an account uses this email, a link to reset its password is on its way. It works for 30 minutes.';

const invalidToken = () =>
  new AppError(
    400,
    'INVALID_RESET_TOKEN',
    'This password reset link is invalid, used or expired. Please ask for a new one.',
  );

/**
 * Password reset (S43). The answer to "forgot password" is the same for every email and is given before
 * anything about the account is looked up: the token and its mail are made in the background, so neither the
 * words nor the timing tell whether the account exists.
 */
export class PasswordResetService {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly appUrl: string,
    /** The server's secret: a link's token is derived from it and the link's id, so it need not be stored (S46). */
    private readonly secret: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async forgotPassword(input: ForgotPasswordInput, ip: string): Promise<string> {
    const email = input.email.toLowerCase();
    await countAttempt(this.db, [`reset:email:${email}`, `reset:ip:${ip}`], RESET_REQUESTS);
    const work = this.sendResetLink(email)
      .catch((error: unknown) => this.log.error({ err: error }, 'password reset mail failed'))
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
    return FORGOT_PASSWORD_MESSAGE;
  }

  /** Resolves when every reset link asked for so far is in the outbox (closing waits on it; tests too). */
  async settled(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  private async sendResetLink(email: string): Promise<void> {
    const [user] = await this.db
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(sql`lower(${users.email}) = ${email} and ${users.role} <> 'guest'`);
    if (!user) return;
    const resetId = uuidv7();
    await this.db.transaction(async (tx) => {
      // The account's used and expired links are of no more use: each account keeps only its open ones.
      await tx
        .delete(passwordResets)
        .where(
          and(
            eq(passwordResets.userId, user.id),
            or(isNotNull(passwordResets.usedAt), lte(passwordResets.expiresAt, new Date())),
          ),
        );
      await storeSingleUseLink(tx, passwordResets, {
        id: resetId,
        userId: user.id,
        secret: this.secret,
        secretRef: resetId,
        expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
      });
      // The stored mail shows the link redacted; the sender renders the token again from resetId (S46).
      await queueMail(
        tx,
        user.email,
        'passwordReset',
        {
          firstName: user.firstName,
          resetUrl: `${this.appUrl}/reset-password?token=${HIDDEN_TOKEN}`,
          minutes: RESET_MINUTES,
        },
        { secretRef: resetId },
      );
    });
  }

  /**
   * Uses the token (once: the conditional update lets one request win) and sets the new password, which ends
   * every earlier session of the account (S39); the account's other links stop working too.
   */
  async resetPassword(input: ResetPasswordInput, ip: string): Promise<void> {
    await countAttempt(this.db, [`reset-confirm:ip:${ip}`], RESET_ATTEMPTS);
    await this.db.transaction(async (tx) => {
      const userId = await useSingleUseLink(tx, passwordResets, input.token);
      if (!userId) throw invalidToken();
      // Ends the account's other open links too (S50).
      await setPassword(tx, userId, input.password);
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordResets: PasswordResetService;
  }
}

/** One PasswordResetService per app; closing waits for reset links still being written. */
export const passwordResetPlugin = fp(async (app: FastifyInstance) => {
  const secret = app.config.JWT_SECRET;
  if (!secret) throw new Error('password reset needs JWT_SECRET (server.ts resolves one)');
  const service = new PasswordResetService(
    app.db,
    app.config.APP_URL,
    secret,
    app.log.child({ module: 'auth' }),
  );
  app.decorate('passwordResets', service);
  app.addHook('onClose', async () => service.settled());
});
