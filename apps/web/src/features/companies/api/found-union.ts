import type { CompanyFoundBody, FoundedOrganization } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { organizationLookupKey } from '../../../lookups/lookup-organizations';
import { organizationOptionsKey } from '../../../lookups/organization-list-all';
import { ORGANIZATIONS_KEY } from '../../../lookups/organizations-key';
import { COMPANIES_KEY } from './companies-key';

/** POST cong-ty-chua-co-cd/{id}/thanh-lap → the new grassroots union; the company leaves the list. */
export const foundUnion = ({ id, body }: { id: number; body: CompanyFoundBody }) =>
  api.post<FoundedOrganization>(`cong-ty-chua-co-cd/${id}/thanh-lap`, body);

export function useFoundUnion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: foundUnion,
    onSuccess: () =>
      invalidateKeys(client, [
        COMPANIES_KEY,
        ORGANIZATIONS_KEY,
        organizationLookupKey,
        organizationOptionsKey,
      ]),
  });
}
