import type { CategoryItem, CategoryItemUpdateBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';
import { emptiedAsNull } from '../../../lib/update-body';

/** PUT category/update (the id travels in the body; the kind never changes). */
export const updateCategoryItem = (body: CategoryItemUpdateBody) =>
  api.put<CategoryItem>('category/update', emptiedAsNull(body));

export const useUpdateCategoryItem = () => useWrite('category', updateCategoryItem);
