import { randomBytes } from 'node:crypto';
import { digestApiAccessToken } from '../../src/accounts/api-access-token';
import type { Database } from '../../src/db/client';
import { organizations } from '../../src/db/schema';

type OrganizationRow = typeof organizations.$inferSelect;
type OrganizationOverrides = Partial<Omit<typeof organizations.$inferInsert, 'api_access_token_digest'>> & {
  /** The plain key to give the organization; random by default. */
  key?: string;
};

let sequence = 0;

/**
 * An organization with its own API key, stored as the application stores it (SHA-256 digest).
 * Returns the row and the plain key, which only its owner ever sees.
 */
export async function createOrganization(
  db: Database,
  overrides: OrganizationOverrides = {},
): Promise<{ organization: OrganizationRow; key: string }> {
  sequence += 1;
  const { key = randomBytes(24).toString('base64url'), ...values } = overrides;
  const [organization] = await db
    .insert(organizations)
    .values({
      name: `Test organization ${sequence}`,
      usage_type: 'study',
      ...values,
      api_access_token_digest: digestApiAccessToken(key),
    })
    .returning();
  if (!organization) throw new Error('createOrganization: no row returned');
  return { organization, key };
}
