import type {
  OrganizationCreateBody,
  OrganizationItem,
  OrganizationWithDynamicFieldsBody,
} from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { ORGANIZATION_QUERY_KEYS } from './organizations-key';

/** POST organization/create-organization (with its custom values) → the new organisation. */
export const createOrganization = (body: OrganizationCreateBody) =>
  api.post<OrganizationItem>('organization/create-organization', body);

/** PUT organization/with-dynamic-fields: the fields and the custom values, all replaced. */
export const updateOrganizationWithFields = (body: OrganizationWithDynamicFieldsBody) =>
  api.put<OrganizationItem>('organization/with-dynamic-fields', body);

export function useSaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationCreateBody | OrganizationWithDynamicFieldsBody) =>
      'id' in body ? updateOrganizationWithFields(body) : createOrganization(body),
    onSuccess: () => invalidateKeys(queryClient, ORGANIZATION_QUERY_KEYS),
  });
}
