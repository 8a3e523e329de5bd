import { ORGANIZATION_USAGE_TYPES, type Organization, type OrganizationUsageType } from '@climb/contracts';
import type { OrganizationRow } from './organization.repository';

function usageType(value: string): OrganizationUsageType {
  return (ORGANIZATION_USAGE_TYPES as readonly string[]).includes(value)
    ? (value as OrganizationUsageType)
    : 'personal';
}

/** An organization as its members see it; the key's digest never leaves the server. */
export function toOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    usage_type: usageType(row.usage_type),
    created_at: row.created_at.toISOString(),
  };
}

/** The organization with its key in full: only in the answer that created or regenerated it. */
export function toOrganizationWithKey(row: OrganizationRow, key: string): Organization & { api_access_token: string } {
  return { ...toOrganization(row), api_access_token: key };
}
