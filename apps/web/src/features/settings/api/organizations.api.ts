import type {
  EndpointBody,
  Endpoints,
  Organization,
  OrganizationUsageType,
  organizationWithKey,
} from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/endpoint-client';

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
    queryFn: () => callEndpoint(endpoint.listMyOrganizations),
    enabled,
  });
}

/** `GET organizations/{id}.json` (members only: the API answers 403 to others, 404 when it does not exist). */
export function useOrganization(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: organizationKeys.one(id ?? 0),
    queryFn: () => callEndpoint(endpoint.getOrganization, { params: { id } }),
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

/** The form's values as sent; an unchosen usage type (`''`) is the server's to refuse (422 under the field). */
function bodyOf(values: OrganizationValues) {
  return { name: values.name.trim(), usage_type: values.usage_type } as EndpointBody<Endpoints['createOrganization']>;
}

/** `POST organizations.json`; the answer holds the API key, shown once. */
export function createOrganization(values: OrganizationValues): Promise<OrganizationWithKey> {
  return callEndpoint(endpoint.createOrganization, { body: bodyOf(values) });
}

/** `PUT organizations/{id}.json`. */
export function updateOrganization(id: number, values: OrganizationValues): Promise<Organization> {
  return callEndpoint(endpoint.updateOrganization, { params: { id }, body: bodyOf(values) });
}

/** `POST organizations/{id}/api_access_token.json`: a new key, shown once; the old one stops at once. */
export function regenerateOrganizationKey(id: number): Promise<OrganizationWithKey> {
  return callEndpoint(endpoint.regenerateOrganizationKey, { params: { id } });
}
