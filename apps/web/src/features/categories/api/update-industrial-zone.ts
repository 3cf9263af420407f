import type { IndustrialZoneItem, IndustrialZoneUpdateBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { categoriesKey } from './categories-key';

/** PUT industrial-zone/update: replaces the row (a cleared ward or description is sent as null). */
export const updateIndustrialZone = (body: IndustrialZoneUpdateBody) =>
  api.put<IndustrialZoneItem>('industrial-zone/update', body);

export function useUpdateIndustrialZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIndustrialZone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesKey }),
  });
}
