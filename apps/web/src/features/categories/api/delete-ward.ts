import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { categoriesKey } from './categories-key';

/** DELETE ward/delete?wardId=. */
export const deleteWard = (wardId: number) =>
  api.delete<{ success: true }>('ward/delete', { query: { wardId } });

export function useDeleteWard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesKey }),
  });
}
