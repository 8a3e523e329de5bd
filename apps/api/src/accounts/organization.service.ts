import { randomBytes } from 'node:crypto';
import type { Organization, OrganizationUsageType } from '@climb/contracts';
import type { AppContext } from '../app-context';
import { Forbidden, NotFound } from '../lib/errors';
import { digestApiAccessToken } from './api-access-token';
import type { AuthUser } from './auth';
import { toOrganization, toOrganizationWithKey } from './organization.mapper';
import { can, type OrganizationAction } from './organization.policy';
import {
  findOrganizationsOfUser,
  findOrganizationWithMembers,
  insertOrganizationWithMember,
  type OrganizationRow,
  updateOrganization as updateOrganizationRow,
} from './organization.repository';

type OrganizationContext = Pick<AppContext, 'db' | 'events'>;
type Actor = Pick<AuthUser, 'id'>;
type OrganizationWithKey = Organization & { api_access_token: string };

/** A new API key: 256 random bits; only its SHA-256 digest is stored. */
function newApiKey(): { key: string; digest: string } {
  const key = randomBytes(32).toString('base64url');
  return { key, digest: digestApiAccessToken(key) };
}

/** The organization if `user` may do `action` with it: 404 when it does not exist (or is the web app's), else 403. */
async function authorize(
  context: OrganizationContext,
  user: Actor,
  action: OrganizationAction,
  id: number,
): Promise<OrganizationRow> {
  const organization = await findOrganizationWithMembers(context.db, id);
  if (!organization || organization.is_web_app) throw new NotFound('Organization not found');
  if (!can(user, action, organization)) throw new Forbidden();
  const { member_ids: _members, ...row } = organization;
  return row;
}

/** The organizations the climber belongs to (`GET current_users/organizations.json`). */
export async function listOrganizationsOf(context: OrganizationContext, user: Actor): Promise<Organization[]> {
  const rows = await findOrganizationsOfUser(context.db, user.id);
  return rows.map(toOrganization);
}

/** Creates an organization with the climber as its member and shows its new key, once. */
export async function createOrganization(
  context: OrganizationContext,
  user: Actor,
  input: { name: string; usage_type: OrganizationUsageType },
): Promise<OrganizationWithKey> {
  if (!can(user, 'create')) throw new Forbidden();
  const { key, digest } = newApiKey();
  const row = await insertOrganizationWithMember(
    context.db,
    { name: input.name, usage_type: input.usage_type, api_access_token_digest: digest },
    user.id,
  );
  return toOrganizationWithKey(row, key);
}

export async function getOrganization(context: OrganizationContext, user: Actor, id: number): Promise<Organization> {
  return toOrganization(await authorize(context, user, 'read', id));
}

/** Renames the organization or changes its usage type (members only). */
export async function updateOrganization(
  context: OrganizationContext,
  user: Actor,
  id: number,
  input: { name?: string; usage_type?: OrganizationUsageType },
): Promise<Organization> {
  const current = await authorize(context, user, 'update', id);
  if (input.name === undefined && input.usage_type === undefined) return toOrganization(current);
  const row = await updateOrganizationRow(context.db, id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.usage_type !== undefined ? { usage_type: input.usage_type } : {}),
  });
  return toOrganization(row);
}

/**
 * Replaces the organization's key (members only): the new one is shown once, the old one stops
 * working at once. Announces `organization.key_regenerated` (the member is notified).
 */
export async function regenerateOrganizationKey(
  context: OrganizationContext,
  user: Actor,
  id: number,
): Promise<OrganizationWithKey> {
  await authorize(context, user, 'regenerate_key', id);
  const { key, digest } = newApiKey();
  const row = await updateOrganizationRow(context.db, id, { api_access_token_digest: digest });
  context.events.emit('organization.key_regenerated', {
    userId: user.id,
    organizationId: row.id,
    organizationName: row.name,
  });
  return toOrganizationWithKey(row, key);
}
