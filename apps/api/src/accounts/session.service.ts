import { randomUUID } from 'node:crypto';
import {
  type NewPasswordBody,
  PASSWORD_RESET_TOKEN_LIFETIME_SECONDS,
  type PasswordResetOwner,
  REFRESH_TOKEN_LIFETIME_SECONDS,
  type SignInBody,
  type SignUpBody,
  type TokenPair,
} from '@climb/contracts';
import type { AppContext } from '../app-context';
import type { Database } from '../db/client';
import { InvalidCredentials, RateLimited, Unauthorized, ValidationFailed } from '../lib/errors';
import { digestSecretToken, randomSecretToken } from '../lib/secret-token';
import { nextFreeSlug, slugify } from '../lib/slug';
import type { AuthUser } from './auth';
import { isKnownDevice, knownDeviceMark } from './known-device';
import { decoyDigest, hashPassword, verifyPassword } from './password-hasher';
import { passwordResetEmail } from './password-reset.email';
import { toPasswordResetOwner } from './password-reset.mapper';
import {
  consumePasswordResetToken,
  findUsablePasswordResetToken,
  insertPasswordResetToken,
  invalidateUserPasswordResetTokens,
} from './password-reset-token.repository';
import {
  findRefreshTokenByDigest,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeRefreshTokenFamily,
  revokeUserRefreshTokens,
} from './refresh-token.repository';
import { emailSignInLink, followSignInLink } from './sign-in-link';
import {
  findSlugsLike,
  findUserByEmail,
  findUserById,
  insertUser,
  raiseTokenVersion,
  type UserRow,
  updateUserCredentials,
  userUniqueViolation,
} from './user.repository';

export type SessionDependencies = Pick<
  AppContext,
  'db' | 'tokens' | 'events' | 'mailer' | 'rateLimiter' | 'config' | 'background'
>;

/** What the browser signing in brings: its known-device mark, and when the answer has left. */
export interface SignInBrowser {
  knownDevice?: string;
  answered: Promise<void>;
}

/** A session opened for a browser, with the known-device mark it keeps (known-device.ts). */
export interface BrowserSession {
  tokens: TokenPair;
  knownDevice: string;
}

/** The 429 past the back-off, the same whether the password was right or wrong. */
const SIGN_IN_BACKOFF_MESSAGE =
  'Too many failed sign-ins on this account: try again later. If the password was right, a sign-in link has been e-mailed to the account';

/** Two climbers signing up with the same name at once: the loser of the slug race tries again. */
const SLUG_ATTEMPTS = 5;

function secondsFromNow(now: Date, seconds: number): Date {
  return new Date(now.getTime() + seconds * 1_000);
}

/** A refresh token of `family` (a new family for a new session), stored as its digest. */
async function createRefreshToken(db: Database, userId: number, family: string, now: Date): Promise<string> {
  const token = randomSecretToken();
  await insertRefreshToken(db, {
    user_id: userId,
    family,
    token_digest: digestSecretToken(token),
    expires_at: secondsFromNow(now, REFRESH_TOKEN_LIFETIME_SECONDS),
  });
  return token;
}

/**
 * Sessions (spec §7 Session): sign-up, sign-in, refresh with rotation and reuse detection, sign-out
 * and password reset by e-mail. Access tokens are JWTs; refresh tokens are random and stored hashed.
 */
export class SessionService {
  constructor(private readonly deps: SessionDependencies) {}

  /** Creates the account and its first session; emits `user.created`. */
  async signUp(body: SignUpBody, ip: string): Promise<TokenPair> {
    const email = body.email.toLowerCase();
    await this.deps.rateLimiter.consume([
      { rule: 'sign_up_ip', subject: ip },
      { rule: 'sign_up_account', subject: email },
    ]);
    if (await findUserByEmail(this.deps.db, email)) throw ValidationFailed.on('email', 'taken');

    const passwordDigest = await hashPassword(body.password);
    const base = slugify(`${body.first_name} ${body.last_name}`);
    for (let attempt = 1; ; attempt += 1) {
      const now = new Date();
      const family = randomUUID();
      try {
        const { user, refreshToken } = await this.deps.db.transaction(async (tx) => {
          const user = await insertUser(tx, {
            first_name: body.first_name,
            last_name: body.last_name,
            email,
            password_digest: passwordDigest,
            slug_name: nextFreeSlug(base, await findSlugsLike(tx, base)),
            date_of_birth: body.date_of_birth ?? null,
            language: body.language ?? 'fr',
          });
          return { user, refreshToken: await createRefreshToken(tx, user.id, family, now) };
        });
        this.deps.events.emit('user.created', { userId: user.id });
        return { token: await this.deps.tokens.sign({ ...user, session: family }), refresh_token: refreshToken };
      } catch (error) {
        const conflict = userUniqueViolation(error);
        if (conflict === 'email') throw ValidationFailed.on('email', 'taken');
        if (conflict !== 'slug_name' || attempt >= SLUG_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Checks the e-mail and password. An unknown e-mail costs the same argon2 verification as a known
   * one, and every failure (deleted account, account without password) gives the same answer.
   * Attempts are limited per address and per account-and-address pair; failures on one account from
   * every address put it in back-off (one attempt per growing interval, taken and counted in one step),
   * never in a lock-out, and a browser where the account signed in before (`knownDevice`, see
   * known-device.ts) skips the back-off. An attempt the back-off refuses is still checked, and answered
   * the same 429 whatever the password: a right one also e-mails a sign-in link once `answered` resolves,
   * so a guesser learns nothing while the owner gets in (docs/decisions/024).
   */
  async signIn(body: SignInBody, ip: string, browser: SignInBrowser): Promise<BrowserSession> {
    const email = body.email.toLowerCase();
    const { rateLimiter } = this.deps;
    await rateLimiter.consume([
      { rule: 'sign_in_ip', subject: ip },
      { rule: 'sign_in_account', subject: `${email}\n${ip}` },
    ]);
    const found = await findUserByEmail(this.deps.db, email);
    const user = found?.password_digest && !found.deleted_at ? found : null;
    const failures = { rule: 'sign_in_account_backoff', subject: email } as const;
    const known = user !== null && isKnownDevice(this.deps.config.jwtSecret, user, browser.knownDevice);
    const waitSeconds = known ? null : await rateLimiter.takeBackoffTurn(failures);
    const matches = await verifyPassword(user?.password_digest ?? (await decoyDigest()), body.password);
    if (waitSeconds !== null) {
      if (matches && user) this.emailSignInLinkOnceAnswered(user, browser.answered);
      throw new RateLimited(waitSeconds, SIGN_IN_BACKOFF_MESSAGE);
    }
    if (!matches || !user) {
      if (known) await rateLimiter.recordFailure(failures);
      throw new InvalidCredentials();
    }
    if (!known) await rateLimiter.forgiveFailure(failures);
    return this.openBrowserSession(user);
  }

  /** Signs in the browser that follows an e-mailed sign-in link (single use), and marks it as known. */
  async signInWithLink(token: string): Promise<BrowserSession> {
    return this.openBrowserSession(await followSignInLink(this.deps, token));
  }

  private emailSignInLinkOnceAnswered(user: UserRow, answered: Promise<void>): void {
    this.deps.background.run('sign-in link e-mail could not be sent', async () => {
      await answered;
      await emailSignInLink(this.deps, user);
    });
  }

  private async openBrowserSession(user: UserRow): Promise<BrowserSession> {
    const tokens = await this.openSession(user);
    return { tokens, knownDevice: knownDeviceMark(this.deps.config.jwtSecret, user) };
  }

  /**
   * Exchanges a refresh token for a new pair: the token is used up and replaced by one of the same
   * family. A token presented a second time means it was copied: its whole family is revoked.
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const { db } = this.deps;
    const now = new Date();
    const row = await findRefreshTokenByDigest(db, digestSecretToken(refreshToken));
    if (!row || row.revoked_at) throw new Unauthorized('Invalid refresh token');
    if (row.used_at) {
      await this.revokeStolenFamily(row.user_id, row.family, now);
      throw new Unauthorized('Refresh token already used: every session of this family is revoked');
    }
    if (row.expires_at <= now) throw new Unauthorized('Refresh token expired');
    const user = await findUserById(db, row.user_id);
    if (!user || user.deleted_at) throw new Unauthorized('Account not found');

    const rotated = await db.transaction(async (tx) => {
      if (!(await markRefreshTokenUsed(tx, row.id, now))) return null;
      return createRefreshToken(tx, user.id, row.family, now);
    });
    if (!rotated) {
      // Another request used this very token a moment ago: the same theft signal as above.
      await this.revokeStolenFamily(row.user_id, row.family, now);
      throw new Unauthorized('Refresh token already used: every session of this family is revoked');
    }
    return { token: await this.deps.tokens.sign({ ...user, session: row.family }), refresh_token: rotated };
  }

  /**
   * Ends the session of the given refresh token (its family, announced as `session.ended`); without
   * one, every session of the climber, whose token version then changes too. Either way the access
   * and socket tokens of the sessions ended stop working: the guard checks the token's session and
   * version with the user row, the socket its session's refresh tokens.
   */
  async signOut(user: AuthUser, refreshToken: string | undefined): Promise<void> {
    const { db } = this.deps;
    const now = new Date();
    if (refreshToken) {
      const row = await findRefreshTokenByDigest(db, digestSecretToken(refreshToken));
      if (row && row.user_id === user.id) {
        await revokeRefreshTokenFamily(db, row.family, now);
        this.deps.events.emit('session.ended', { userId: user.id, session: row.family });
      }
      return;
    }
    await db.transaction(async (tx) => {
      await revokeUserRefreshTokens(tx, user.id, now);
      await updateUserCredentials(tx, user.id);
    });
    this.deps.events.emit('user.signed_out_everywhere', { userId: user.id });
  }

  /**
   * E-mails a single-use link valid 30 minutes when the address belongs to an account. The answer
   * is the same either way, and so is the work done before it (the rate limits): the account is
   * looked up and the link written only once `answered` resolves, so nobody learns from the answer
   * or its delay which addresses have an account. A failure then is logged, never answered.
   */
  async requestPasswordReset(emailGiven: string, ip: string, answered: Promise<void>): Promise<void> {
    const email = emailGiven.toLowerCase();
    await this.deps.rateLimiter.consume([
      { rule: 'reset_password_ip', subject: ip },
      { rule: 'reset_password_account', subject: email },
    ]);
    this.deps.background.run('password reset e-mail could not be sent', async () => {
      await answered;
      await this.emailPasswordResetLink(email);
    });
  }

  private async emailPasswordResetLink(email: string): Promise<void> {
    const user = await findUserByEmail(this.deps.db, email);
    if (!user?.email || user.deleted_at) return;
    const token = randomSecretToken();
    await insertPasswordResetToken(this.deps.db, {
      user_id: user.id,
      token_digest: digestSecretToken(token),
      expires_at: secondsFromNow(new Date(), PASSWORD_RESET_TOKEN_LIFETIME_SECONDS),
    });
    const link = `${this.deps.config.publicUrl}/new-password?token=${encodeURIComponent(token)}`;
    await this.deps.mailer.send(
      passwordResetEmail(user.language === 'en' ? 'en' : 'fr', {
        to: user.email,
        firstName: user.first_name,
        link,
        minutes: PASSWORD_RESET_TOKEN_LIFETIME_SECONDS / 60,
      }),
    );
  }

  /**
   * Whose password a reset token changes, so that the new-password page says it (a browser signed
   * in as someone else must not switch accounts unawares). The token is not used up.
   */
  async passwordResetOwner(token: string): Promise<PasswordResetOwner> {
    const { db } = this.deps;
    const resetToken = await findUsablePasswordResetToken(db, digestSecretToken(token), new Date());
    const user = resetToken ? await findUserById(db, resetToken.user_id) : undefined;
    if (!user?.email || user.deleted_at) throw ValidationFailed.on('token', 'invalid');
    return toPasswordResetOwner({ first_name: user.first_name, email: user.email });
  }

  /**
   * Sets the new password with a reset token (used up), ends every other session, and opens a new
   * one; emits `user.password_changed`.
   */
  async resetPassword(body: NewPasswordBody): Promise<TokenPair> {
    const { db } = this.deps;
    const invalid = () => ValidationFailed.on('token', 'invalid');
    const resetToken = await findUsablePasswordResetToken(db, digestSecretToken(body.token), new Date());
    if (!resetToken) throw invalid();
    const user = await findUserById(db, resetToken.user_id);
    if (!user || user.deleted_at) throw invalid();

    const passwordDigest = await hashPassword(body.password);
    const now = new Date();
    const family = randomUUID();
    const session = await db.transaction(async (tx) => {
      if (!(await consumePasswordResetToken(tx, resetToken.id, now))) return null;
      await invalidateUserPasswordResetTokens(tx, user.id, now);
      await revokeUserRefreshTokens(tx, user.id, now);
      const tokenVersion = await updateUserCredentials(tx, user.id, { password_digest: passwordDigest });
      return { tokenVersion, refreshToken: await createRefreshToken(tx, user.id, family, now) };
    });
    if (!session) throw invalid();
    this.deps.events.emit('user.password_changed', { userId: user.id });
    const token = await this.deps.tokens.sign({ ...user, token_version: session.tokenVersion, session: family });
    return { token, refresh_token: session.refreshToken };
  }

  /**
   * A refresh token presented twice was copied: its family is revoked with its sockets
   * (`session.ended`), and so are the climber's access tokens (token version), since the thief may
   * hold one; the other sessions refresh theirs and keep their sockets.
   */
  private async revokeStolenFamily(userId: number, family: string, now: Date): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await revokeRefreshTokenFamily(tx, family, now);
      await raiseTokenVersion(tx, userId);
    });
    this.deps.events.emit('session.ended', { userId, session: family });
  }

  private async openSession(user: UserRow): Promise<TokenPair> {
    const family = randomUUID();
    const refreshToken = await createRefreshToken(this.deps.db, user.id, family, new Date());
    return { token: await this.deps.tokens.sign({ ...user, session: family }), refresh_token: refreshToken };
  }
}
