import { randomBytes, randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_LIFETIME_SECONDS } from '@climb/contracts';
import { AccessTokens } from '../../src/accounts/auth';
import { hashPassword } from '../../src/accounts/password-hasher';
import type { Database } from '../../src/db/client';
import { refreshTokens, users } from '../../src/db/schema';
import { digestSecretToken, randomSecretToken } from '../../src/lib/secret-token';

type UserRow = typeof users.$inferSelect;
type UserOverrides = Partial<Omit<typeof users.$inferInsert, 'password_digest'>> & { password?: string };

let sequence = 0;
/** A password that passes every rule. */
export const DEFAULT_PASSWORD = 'Granite2026';

/** A climber stored as sign-up stores one (argon2id digest), with their plain password. */
export async function createUser(
  db: Database,
  overrides: UserOverrides = {},
): Promise<{ user: UserRow; password: string }> {
  sequence += 1;
  const suffix = `${sequence}-${randomBytes(3).toString('hex')}`;
  const { password = DEFAULT_PASSWORD, ...values } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      first_name: 'Lucie',
      last_name: `Grimpeuse ${sequence}`,
      slug_name: `lucie-grimpeuse-${suffix}`,
      email: `lucie.${suffix}@example.test`,
      ...values,
      password_digest: await hashPassword(password),
    })
    .returning();
  if (!user) throw new Error('createUser: no row returned');
  return { user, password };
}

/** Headers of a signed-in call for `user`: the API key and a fresh bearer token. */
export async function authHeaders(
  user: Pick<UserRow, 'id' | 'uuid'> & { token_version?: number },
  jwtSecret: string,
  keyHeaders: Record<string, string>,
): Promise<Record<string, string>> {
  // A new climber's token version is 0 (the column's default).
  const token = await new AccessTokens(jwtSecret).sign({ ...user, token_version: user.token_version ?? 0 });
  return { ...keyHeaders, authorization: `Bearer ${token}` };
}

/**
 * A session of `user` as sign-in opens one: a refresh token of a new family (stored as its digest)
 * and a bearer token naming that session, whose `current_users.json` gives the session's ws_token.
 */
export async function createSession(
  db: Database,
  user: Pick<UserRow, 'id' | 'uuid'> & { token_version?: number },
  jwtSecret: string,
): Promise<{ session: string; refreshToken: string; bearer: string }> {
  const session = randomUUID();
  const refreshToken = randomSecretToken();
  await db.insert(refreshTokens).values({
    user_id: user.id,
    family: session,
    token_digest: digestSecretToken(refreshToken),
    expires_at: new Date(Date.now() + REFRESH_TOKEN_LIFETIME_SECONDS * 1000),
  });
  const token = await new AccessTokens(jwtSecret).sign({ ...user, token_version: user.token_version ?? 0, session });
  return { session, refreshToken, bearer: `Bearer ${token}` };
}
