import type { KnowledgeArticleItem, KnowledgeCategoryItem } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET assistant/knowledge/categories: the FAQ categories, with how many articles each holds. */
export const listFaqCategories = (signal?: AbortSignal) =>
  api.get<KnowledgeCategoryItem[]>('assistant/knowledge/categories', { signal });

export const faqCategoriesQuery = () =>
  queryOptions({
    queryKey: [...ROOT.assistant, 'knowledge', 'categories'],
    queryFn: ({ signal }) => listFaqCategories(signal),
  });

export const useFaqCategories = () => useQuery(faqCategoriesQuery());

/** GET assistant/knowledge/articles?categoryId=: a category's articles (the active ones). */
export const listFaqArticles = (categoryId: number, signal?: AbortSignal) =>
  api.get<KnowledgeArticleItem[]>('assistant/knowledge/articles', { query: { categoryId }, signal });

export const faqArticlesQuery = (categoryId: number) =>
  queryOptions({
    queryKey: [...ROOT.assistant, 'knowledge', 'articles', { categoryId }],
    queryFn: ({ signal }) => listFaqArticles(categoryId, signal),
  });

export const useFaqArticles = (categoryId: number | null) =>
  useQuery({ ...faqArticlesQuery(categoryId ?? 0), enabled: categoryId !== null });
