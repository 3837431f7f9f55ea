import type { ChangePasswordInput, ProfileUpdateInput } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { countAttempt } from '../../lib/rate-limit.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { queueMail } from '../mail/outbox.service.ts';
import { SIGNIN_FAILURES, setPassword } from './account-security.ts';

const wrongPassword = () => new AppError(400, 'WRONG_PASSWORD', 'Your current password is not right');

/** What a signed-in customer changes about their own account on the profile page. */
export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
    private readonly appUrl: string,
  ) {}

  async updateName(userId: string, input: ProfileUpdateInput): Promise<void> {
    const updated = await this.db
      .update(users)
      .set({ firstName: input.firstName, lastName: input.lastName })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (updated.length === 0) throw notFound('User');
  }

  /**
   * Checks the current password (counted like a sign-in, so a stolen session cannot guess it: S20/S32), sets
   * the new one and ends every earlier session, this one included (S39); answers a fresh token for this
   * browser. A mail tells the owner, in case it was not them.
   */
  async changePassword(userId: string, input: ChangePasswordInput, ip: string): Promise<string> {
    const attempt = await countAttempt(
      this.db,
      [`password-change:user:${userId}`, `signin:ip:${ip}`],
      SIGNIN_FAILURES,
    );
    const [user] = await this.db
      .select({ passwordHash: users.passwordHash, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound('User');
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw wrongPassword();
    await attempt.giveBack();

    const tokenVersion = await this.db.transaction(async (tx) => {
      const version = await setPassword(tx, userId, input.newPassword);
      if (version === undefined) throw notFound('User');
      await queueMail(tx, user.email, 'passwordChanged', {
        firstName: user.firstName,
        forgotUrl: `${this.appUrl}/forgot-password`,
      });
      return version;
    });
    return this.tokens.issue(userId, tokenVersion);
  }
}
