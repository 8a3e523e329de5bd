import { eq, like, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** The account with this e-mail, whatever its case (served by the `lower(email)` unique index). */
export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.trim().toLowerCase()}` });
}

export function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

/** Slugs equal to `base` or starting with `base-`: the candidates a new slug must not collide with. */
export async function findSlugsLike(db: Database, base: string): Promise<string[]> {
  // Slugs hold only [a-z0-9-]: no LIKE wildcard to escape.
  const rows = await db
    .select({ slug: users.slug_name })
    .from(users)
    .where(or(eq(users.slug_name, base), like(users.slug_name, `${base}-%`)));
  return rows.map((row) => row.slug);
}

export async function insertUser(db: Database, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insertUser: no row returned');
  return row;
}

/**
 * New password digest, if given, and the next token version (the access tokens already handed out
 * no longer pass the guard). Returns the new version.
 */
export async function updateUserCredentials(
  db: Database,
  userId: number,
  values: { password_digest?: string } = {},
): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ ...values, token_version: sql`${users.token_version} + 1`, updated_at: new Date() })
    .where(eq(users.id, userId))
    .returning({ token_version: users.token_version });
  if (!row) throw new Error(`updateUserCredentials: no user ${userId}`);
  return row.token_version;
}

/** Raises the climber's token version: every access token signed before stops passing the guard. */
export async function raiseTokenVersion(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ token_version: sql`${users.token_version} + 1` })
    .where(eq(users.id, userId));
}

export async function countSuperAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(eq(users.super_admin, true));
  return row?.total ?? 0;
}

/** Which unique index of `users` an insert broke, if that is what failed (PostgreSQL and PGlite alike). */
export function userUniqueViolation(error: unknown): 'email' | 'slug_name' | null {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') {
      if (constraint === 'users_email_lower_idx') return 'email';
      if (constraint === 'users_slug_name_idx') return 'slug_name';
      return null;
    }
  }
  return null;
}
