import type { IndustrialZoneItem, IndustrialZoneUpdateBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { CATEGORY_QUERY_KEYS } from './categories-key';

/** PUT industrial-zone/update: replaces the row (a cleared ward or description is sent as null). */
export const updateIndustrialZone = (body: IndustrialZoneUpdateBody) =>
  api.put<IndustrialZoneItem>('industrial-zone/update', body);

export function useUpdateIndustrialZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIndustrialZone,
    onSuccess: () => invalidateKeys(queryClient, CATEGORY_QUERY_KEYS),
  });
}
