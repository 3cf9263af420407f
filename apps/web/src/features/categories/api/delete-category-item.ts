import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** DELETE category/delete?categoryId=. */
export const deleteCategoryItem = (categoryId: number) =>
  api.delete<{ success: true }>('category/delete', { query: { categoryId } });

export const useDeleteCategoryItem = () => useWrite('category', deleteCategoryItem);
