import type { CategoryItem, CategoryItemCreateBody, CategoryKind } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST category/create (the kind travels in the body). */
export const createCategoryItem = (body: CategoryItemCreateBody) =>
  api.post<CategoryItem>('category/create', body);

/** The create of one kind's list: the form's fields, the kind added. */
export const useCreateCategoryItem = (kind: CategoryKind) =>
  useWrite('category', (fields: Omit<CategoryItemCreateBody, 'kind'>) =>
    createCategoryItem({ ...fields, kind }),
  );
