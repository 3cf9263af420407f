import type { IndustrialZoneCreateBody, IndustrialZoneItem } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { CATEGORY_QUERY_KEYS } from './categories-key';

/** POST industrial-zone/create. */
export const createIndustrialZone = (body: IndustrialZoneCreateBody) =>
  api.post<IndustrialZoneItem>('industrial-zone/create', body);

export function useCreateIndustrialZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIndustrialZone,
    onSuccess: () => invalidateKeys(queryClient, CATEGORY_QUERY_KEYS),
  });
}
