import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { CATEGORY_QUERY_KEYS } from './categories-key';

/** DELETE category/delete?categoryId=. */
export const deleteCategoryItem = (categoryId: number) =>
  api.delete<{ success: true }>('category/delete', { query: { categoryId } });

export function useDeleteCategoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategoryItem,
    onSuccess: () => invalidateKeys(queryClient, CATEGORY_QUERY_KEYS),
  });
}
