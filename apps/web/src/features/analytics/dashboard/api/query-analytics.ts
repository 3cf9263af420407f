import type { AnalyticsDefinitionInput, AnalyticsResult } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chartFileName } from '../../../../components/charts/chart-export';
import { api } from '../../../../lib/api';
import { ROOT } from '../../../../lib/query-keys';

/** A definition as the one query parameter `d` the analytics routes read (a link reproduces it). */
export const definitionParam = (definition: AnalyticsDefinitionInput) => JSON.stringify(definition);

/** GET analytics/query: the cells of a definition, in the caller's scope. */
export const getAnalytics = (definition: AnalyticsDefinitionInput, signal?: AbortSignal) =>
  api.get<AnalyticsResult>('analytics/query', { query: { d: definitionParam(definition) }, signal });

export const analyticsQuery = (definition: AnalyticsDefinitionInput) =>
  queryOptions({
    queryKey: [...ROOT.analytics, 'query', definition],
    queryFn: ({ signal }) => getAnalytics(definition, signal),
    staleTime: 60_000,
  });

/** While another period or unit loads, the figures shown stay those of the last one. */
export const useAnalytics = (definition: AnalyticsDefinitionInput, enabled = true) =>
  useQuery({ ...analyticsQuery(definition), enabled, placeholderData: keepPreviousData });

/** GET analytics/query/export: the pivot of a definition as an Excel file titled `title`. */
export const downloadAnalytics = (definition: AnalyticsDefinitionInput, title: string) =>
  api.download('analytics/query/export', {
    query: { d: definitionParam(definition), title },
    fileName: chartFileName(title, 'xlsx'),
  });
