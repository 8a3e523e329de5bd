import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signInLinkTokens } from '../db/schema';

export async function insertSignInLinkToken(
  db: Database,
  values: { user_id: number; token_digest: string; token_version: number; expires_at: Date },
): Promise<void> {
  await db.insert(signInLinkTokens).values(values);
}

/**
 * Uses the link with this digest once, in one statement (two tabs following it at once cannot both
 * sign in): its account and the token version it was given under, or null when unknown, used or expired.
 */
export async function consumeSignInLinkToken(
  db: Database,
  digest: string,
  now: Date,
): Promise<{ user_id: number; token_version: number } | null> {
  const [row] = await db
    .update(signInLinkTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(signInLinkTokens.token_digest, digest),
        isNull(signInLinkTokens.used_at),
        gt(signInLinkTokens.expires_at, now),
      ),
    )
    .returning({ user_id: signInLinkTokens.user_id, token_version: signInLinkTokens.token_version });
  return row ?? null;
}
