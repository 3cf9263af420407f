import type { OrganizationCreateBody, OrganizationItem, OrganizationUpdateBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';
import { emptiedAsNull } from '../../../lib/update-body';

/** POST organization/create-organization (with its custom values) → the new organisation. */
export const createOrganization = (body: OrganizationCreateBody) =>
  api.post<OrganizationItem>('organization/create-organization', body);

/**
 * PUT organization/with-dynamic-fields: the fields and the custom values the form holds; an emptied
 * one is sent as null (`emptiedAsNull`; a blank custom value is null already), which clears it.
 */
export const updateOrganizationWithFields = (body: OrganizationUpdateBody) =>
  api.put<OrganizationItem>('organization/with-dynamic-fields', emptiedAsNull(body));

export const useSaveOrganization = () =>
  useWrite('organization', (body: OrganizationCreateBody | OrganizationUpdateBody) =>
    'id' in body ? updateOrganizationWithFields(body) : createOrganization(body),
  );
