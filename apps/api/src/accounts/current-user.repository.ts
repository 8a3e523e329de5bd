import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notifications, organizationUsers, passwordResetTokens, refreshTokens, users } from '../db/schema';
import { raiseTokenVersion } from './user.repository';

export type UserRow = typeof users.$inferSelect;
export type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'first_name'
    | 'last_name'
    | 'slug_name'
    | 'email'
    | 'password_digest'
    | 'description'
    | 'gender'
    | 'date_of_birth'
    | 'language'
    | 'climbing_types'
    | 'grade_min_value'
    | 'grade_max_value'
    | 'public_profile'
    | 'public_outdoor_ascents'
    | 'public_indoor_ascents'
    | 'partner_search'
    | 'email_notifications'
    | 'avatar_key'
    | 'banner_key'
    | 'super_admin'
    | 'deleted_at'
  >
>;

/** A climber whose account still exists (deleted accounts are never found). */
export async function findActiveUser(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deleted_at)));
  return row;
}

/** Locks the climber's row until the transaction ends (concurrent updates wait for one another). */
export async function lockActiveUser(tx: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deleted_at)))
    .for('update');
  return row;
}

/** Whether another account already uses this e-mail, whatever its case. */
export async function isEmailTakenByAnother(db: Database, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function updateUser(db: Database, id: number, changes: UserChanges): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`updateUser: no user ${id}`);
  return row;
}

/**
 * Ends every session of the climber: their refresh tokens can no longer be exchanged, and their
 * token version goes up, so the access tokens already handed out no longer pass the guard.
 */
export async function revokeAllRefreshTokens(db: Database, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
  await raiseTokenVersion(db, userId);
}

export async function deletePasswordResetTokens(db: Database, userId: number): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.user_id, userId));
}

export async function deleteOrganizationMemberships(db: Database, userId: number): Promise<void> {
  await db.delete(organizationUsers).where(eq(organizationUsers.user_id, userId));
}

export async function deleteNotificationsOf(db: Database, userId: number): Promise<void> {
  await db.delete(notifications).where(eq(notifications.user_id, userId));
}

/** Whether a failed write broke the e-mail's uniqueness (a concurrent update won the race). */
export function isEmailUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps the driver's error: look through `cause` (a few levels at most).
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return constraint === undefined || constraint === 'users_email_lower_idx';
    current = cause;
  }
  return false;
}
