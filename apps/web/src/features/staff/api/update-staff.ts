import type { StaffItem, StaffUpdateBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { emptiedAsNull } from '../../../lib/update-body';
import { STAFF_QUERY_KEYS } from './list-staff';

/**
 * PUT staff/update → the updated record: an emptied field is sent as null (`emptiedAsNull`); userId
 * left out keeps the linked account.
 */
export const updateStaff = (body: StaffUpdateBody) => api.put<StaffItem>('staff/update', emptiedAsNull(body));

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => invalidateKeys(queryClient, STAFF_QUERY_KEYS),
  });
}
