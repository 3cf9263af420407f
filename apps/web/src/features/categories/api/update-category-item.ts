import type { CategoryItem, CategoryItemUpdateBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { emptiedAsNull } from '../../../lib/update-body';
import { CATEGORY_QUERY_KEYS } from './categories-key';

/** PUT category/update (the id travels in the body; the kind never changes). */
export const updateCategoryItem = (body: CategoryItemUpdateBody) =>
  api.put<CategoryItem>('category/update', emptiedAsNull(body));

export function useUpdateCategoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategoryItem,
    onSuccess: () => invalidateKeys(queryClient, CATEGORY_QUERY_KEYS),
  });
}
