import type { KnowledgeArticleItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { ROOT } from '../lib/query-keys';

export interface KnowledgeArticleFilters {
  categoryId?: number | undefined;
  /** Matched without accents over the question and the keywords (the server folds both). */
  search?: string | undefined;
}

/** GET assistant/knowledge/articles?categoryId&search: an administrator gets the inactive ones too. */
export const listKnowledgeArticles = (filters: KnowledgeArticleFilters, signal?: AbortSignal) =>
  api.get<KnowledgeArticleItem[]>('assistant/knowledge/articles', {
    query: { categoryId: filters.categoryId, search: filters.search || undefined },
    signal,
  });

export const knowledgeArticlesQuery = (filters: KnowledgeArticleFilters) =>
  queryOptions({
    queryKey: [...ROOT.assistant, 'knowledge', 'articles', filters],
    queryFn: ({ signal }) => listKnowledgeArticles(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useKnowledgeArticles = (filters: KnowledgeArticleFilters, enabled = true) =>
  useQuery({ ...knowledgeArticlesQuery(filters), enabled });
