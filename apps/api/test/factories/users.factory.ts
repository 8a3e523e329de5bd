import { randomBytes } from 'node:crypto';
import { AccessTokens } from '../../src/accounts/auth';
import { hashPassword } from '../../src/accounts/password-hasher';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema';

type UserRow = typeof users.$inferSelect;
type UserOverrides = Partial<Omit<typeof users.$inferInsert, 'password_digest'>> & { password?: string };

let sequence = 0;
/** A password that passes every rule. */
export const DEFAULT_PASSWORD = 'Granite2026';

/** A climber stored as sign-up stores one (argon2id digest, ws_token), with their plain password. */
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
      ws_token: randomBytes(24).toString('base64url'),
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
