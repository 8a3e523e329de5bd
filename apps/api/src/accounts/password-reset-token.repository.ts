import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { passwordResetTokens } from '../db/schema';

export async function insertPasswordResetToken(
  db: Database,
  values: { user_id: number; token_digest: string; expires_at: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** The unused, unexpired token with this digest. */
export function findUsablePasswordResetToken(db: Database, digest: string, now: Date) {
  return db.query.passwordResetTokens.findFirst({
    where: and(
      eq(passwordResetTokens.token_digest, digest),
      isNull(passwordResetTokens.used_at),
      gt(passwordResetTokens.expires_at, now),
    ),
  });
}

/** Uses the token once: false when another request used it first or it expired meanwhile. */
export async function consumePasswordResetToken(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ used_at: now })
    .where(
      and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.used_at), gt(passwordResetTokens.expires_at, now)),
    )
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

/** Other links sent earlier stop working once the password has been changed. */
export async function invalidateUserPasswordResetTokens(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ used_at: now })
    .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
}
