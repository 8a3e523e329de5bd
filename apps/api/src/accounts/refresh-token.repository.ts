import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens } from '../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Database,
  values: { user_id: number; family: string; token_digest: string; expires_at: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export function findRefreshTokenByDigest(db: Database, digest: string): Promise<RefreshTokenRow | undefined> {
  return db.query.refreshTokens.findFirst({ where: eq(refreshTokens.token_digest, digest) });
}

/**
 * Marks a token used if it still is usable. Conditional, so that of two requests racing with the
 * same token only one wins; false for the other, which is then treated as a reuse.
 */
export async function markRefreshTokenUsed(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ used_at: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.used_at), isNull(refreshTokens.revoked_at)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeRefreshTokenFamily(db: Database, family: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revoked_at)));
}

export async function revokeUserRefreshTokens(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
}
