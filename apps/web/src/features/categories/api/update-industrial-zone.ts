import type { IndustrialZoneItem, IndustrialZoneUpdateBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { emptiedAsNull } from '../../../lib/update-body';
import { CATEGORY_QUERY_KEYS } from './categories-key';

/** PUT industrial-zone/update (a cleared ward or description is sent as null: `emptiedAsNull`). */
export const updateIndustrialZone = (body: IndustrialZoneUpdateBody) =>
  api.put<IndustrialZoneItem>('industrial-zone/update', emptiedAsNull(body));

export function useUpdateIndustrialZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIndustrialZone,
    onSuccess: () => invalidateKeys(queryClient, CATEGORY_QUERY_KEYS),
  });
}
