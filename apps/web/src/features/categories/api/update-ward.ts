import type { WardItem, WardUpdateBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { categoriesKey } from './categories-key';

/** PUT ward/update (the id travels in the body). */
export const updateWard = (body: WardUpdateBody) => api.put<WardItem>('ward/update', body);

export function useUpdateWard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesKey }),
  });
}
