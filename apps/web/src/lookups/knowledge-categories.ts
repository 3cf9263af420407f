import type { KnowledgeCategoryItem } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { ROOT } from '../lib/query-keys';

/** GET assistant/knowledge/categories: by order, then name, each with how many active articles it holds. */
export const listKnowledgeCategories = (signal?: AbortSignal) =>
  api.get<KnowledgeCategoryItem[]>('assistant/knowledge/categories', { signal });

export const knowledgeCategoriesQuery = () =>
  queryOptions({
    queryKey: [...ROOT.assistant, 'knowledge', 'categories'],
    queryFn: ({ signal }) => listKnowledgeCategories(signal),
  });

export const useKnowledgeCategories = () => useQuery(knowledgeCategoriesQuery());
