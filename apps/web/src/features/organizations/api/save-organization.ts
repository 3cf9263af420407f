import type { OrganizationCreateBody, OrganizationItem, OrganizationUpdateBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { emptiedAsNull } from '../../../lib/update-body';
import { ORGANIZATION_QUERY_KEYS } from './organizations-key';

/** POST organization/create-organization (with its custom values) → the new organisation. */
export const createOrganization = (body: OrganizationCreateBody) =>
  api.post<OrganizationItem>('organization/create-organization', body);

/**
 * PUT organization/with-dynamic-fields: the fields and the custom values the form holds; an emptied
 * one is sent as null (`emptiedAsNull`; a blank custom value is null already), which clears it.
 */
export const updateOrganizationWithFields = (body: OrganizationUpdateBody) =>
  api.put<OrganizationItem>('organization/with-dynamic-fields', emptiedAsNull(body));

export function useSaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationCreateBody | OrganizationUpdateBody) =>
      'id' in body ? updateOrganizationWithFields(body) : createOrganization(body),
    onSuccess: () => invalidateKeys(queryClient, ORGANIZATION_QUERY_KEYS),
  });
}
