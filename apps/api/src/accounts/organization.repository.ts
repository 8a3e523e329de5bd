import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { organizations, organizationUsers } from '../db/schema';

export function findOrganizationByKeyDigest(db: Database, digest: string) {
  return db.query.organizations.findFirst({ where: eq(organizations.api_access_token_digest, digest) });
}

export function findWebAppOrganization(db: Database) {
  return db.query.organizations.findFirst({ where: eq(organizations.is_web_app, true) });
}

export async function insertOrganization(db: Database, values: typeof organizations.$inferInsert) {
  const [row] = await db.insert(organizations).values(values).returning();
  return row;
}

export type OrganizationRow = typeof organizations.$inferSelect;

/** An organization with the ids of its members, as the policy needs it. */
export type OrganizationWithMembers = OrganizationRow & { member_ids: number[] };

/** The organizations a climber belongs to, oldest first; the web app's own is never among them. */
export function findOrganizationsOfUser(db: Database, userId: number): Promise<OrganizationRow[]> {
  return db
    .select(getTableColumns(organizations))
    .from(organizations)
    .innerJoin(organizationUsers, eq(organizationUsers.organization_id, organizations.id))
    .where(and(eq(organizationUsers.user_id, userId), eq(organizations.is_web_app, false)))
    .orderBy(asc(organizations.created_at), asc(organizations.id));
}

export async function findOrganizationWithMembers(
  db: Database,
  id: number,
): Promise<OrganizationWithMembers | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  if (!row) return undefined;
  const members = await db
    .select({ user_id: organizationUsers.user_id })
    .from(organizationUsers)
    .where(eq(organizationUsers.organization_id, id));
  return { ...row, member_ids: members.map((member) => member.user_id) };
}

/** Creates an organization with its first member (its creator), in one transaction. */
export function insertOrganizationWithMember(
  db: Database,
  values: Pick<typeof organizations.$inferInsert, 'name' | 'usage_type' | 'api_access_token_digest'>,
  userId: number,
): Promise<OrganizationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(organizations)
      .values({ ...values, is_web_app: false })
      .returning();
    if (!row) throw new Error('insertOrganizationWithMember: no row returned');
    await tx.insert(organizationUsers).values({ organization_id: row.id, user_id: userId });
    return row;
  });
}

export async function updateOrganization(
  db: Database,
  id: number,
  changes: Partial<Pick<typeof organizations.$inferInsert, 'name' | 'usage_type' | 'api_access_token_digest'>>,
): Promise<OrganizationRow> {
  const [row] = await db
    .update(organizations)
    .set({ ...changes, updated_at: sql`now()` })
    .where(and(eq(organizations.id, id), eq(organizations.is_web_app, false)))
    .returning();
  if (!row) throw new Error(`updateOrganization: no organization ${id}`);
  return row;
}
