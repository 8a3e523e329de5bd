import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { organizations } from '../db/schema';

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
