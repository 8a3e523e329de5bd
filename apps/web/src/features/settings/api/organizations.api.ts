import type { Organization, OrganizationUsageType, organizationWithKey } from '@climb/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** An organization as its creation or key regeneration answers it: with the key in full, once. */
export type OrganizationWithKey = z.infer<typeof organizationWithKey>;

export interface OrganizationValues extends Record<string, unknown> {
  name: string;
  usage_type: OrganizationUsageType | '';
}

export const organizationKeys = {
  mine: ['current_user', 'organizations'] as const,
  one: (id: number) => ['organizations', id] as const,
};

/** `GET current_users/organizations.json`: the climber's organizations. */
export function useMyOrganizations(enabled: boolean) {
  return useQuery({
    queryKey: organizationKeys.mine,
    queryFn: () => apiRequest<Organization[]>('current_users/organizations.json'),
    enabled,
  });
}

/** `GET organizations/{id}.json` (members only: the API answers 403 to others, 404 when it does not exist). */
export function useOrganization(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: organizationKeys.one(id ?? 0),
    queryFn: () => apiRequest<Organization>(`organizations/${id}.json`),
    enabled: enabled && id !== undefined,
    retry: false,
  });
}

/** Keeps the lists and the organization's page in step after a change. */
export function useRememberOrganization() {
  const queryClient = useQueryClient();
  return (organization: Organization) => {
    const { api_access_token: _key, ...stored } = organization as OrganizationWithKey;
    queryClient.setQueryData(organizationKeys.one(organization.id), stored);
    void queryClient.invalidateQueries({ queryKey: organizationKeys.mine });
  };
}

function bodyOf(values: OrganizationValues) {
  return { name: values.name.trim(), usage_type: values.usage_type };
}

/** `POST organizations.json`; the answer holds the API key, shown once. */
export function createOrganization(values: OrganizationValues): Promise<OrganizationWithKey> {
  return apiRequest<OrganizationWithKey>('organizations.json', { method: 'POST', body: bodyOf(values) });
}

/** `PUT organizations/{id}.json`. */
export function updateOrganization(id: number, values: OrganizationValues): Promise<Organization> {
  return apiRequest<Organization>(`organizations/${id}.json`, { method: 'PUT', body: bodyOf(values) });
}

/** `POST organizations/{id}/api_access_token.json`: a new key, shown once; the old one stops at once. */
export function regenerateOrganizationKey(id: number): Promise<OrganizationWithKey> {
  return apiRequest<OrganizationWithKey>(`organizations/${id}/api_access_token.json`, { method: 'POST' });
}
