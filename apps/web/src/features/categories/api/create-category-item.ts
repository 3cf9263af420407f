import type { CategoryItem, CategoryItemCreateBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST category/create (the kind travels in the body). */
export const createCategoryItem = (body: CategoryItemCreateBody) =>
  api.post<CategoryItem>('category/create', body);

export const useCreateCategoryItem = () => useWrite('category', createCategoryItem);
