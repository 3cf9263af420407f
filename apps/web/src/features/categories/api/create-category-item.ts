import type { CategoryItem, CategoryItemCreateBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { CATEGORY_QUERY_KEYS } from './categories-key';

/** POST category/create (the kind travels in the body). */
export const createCategoryItem = (body: CategoryItemCreateBody) =>
  api.post<CategoryItem>('category/create', body);

export function useCreateCategoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategoryItem,
    onSuccess: () => invalidateKeys(queryClient, CATEGORY_QUERY_KEYS),
  });
}
