import type { AnalyticsDefinition, AnalyticsResult, DimensionKey, DimensionMember } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { ROOT } from '../../../../lib/query-keys';

/** The definition as the query string carries it: one JSON parameter (the link reproduces the report). */
export const definitionParam = (definition: AnalyticsDefinition) => JSON.stringify(definition);

/** GET analytics/query: the cells of a definition, in the caller's data scope. */
export const getAnalytics = (definition: AnalyticsDefinition, signal?: AbortSignal) =>
  api.get<AnalyticsResult>('analytics/query', { query: { d: definitionParam(definition) }, signal });

export const analyticsQuery = (definition: AnalyticsDefinition) =>
  queryOptions({
    queryKey: [...ROOT.analytics, 'query', definitionParam(definition)],
    queryFn: ({ signal }) => getAnalytics(definition, signal),
  });

/** The answer of a definition; the previous answer stays on screen while the next one is read. */
export const useAnalytics = (definition: AnalyticsDefinition | null) =>
  useQuery({
    ...analyticsQuery(definition ?? ({} as AnalyticsDefinition)),
    enabled: definition !== null,
    placeholderData: keepPreviousData,
  });

/** GET analytics/query/export: the same pivot as an Excel workbook. */
export const exportAnalytics = (definition: AnalyticsDefinition, title: string) =>
  api.download('analytics/query/export', {
    query: { d: definitionParam(definition), title },
    fileName: 'bao-cao-tuy-chinh.xlsx',
  });

/** GET analytics/dimension-members: the values a filter can pick for a dimension, in the caller's scope. */
export const getDimensionMembers = (dimension: DimensionKey, signal?: AbortSignal) =>
  api.get<DimensionMember[]>('analytics/dimension-members', { query: { dimension }, signal });

export const dimensionMembersQuery = (dimension: DimensionKey) =>
  queryOptions({
    queryKey: [...ROOT.analytics, 'dimension-members', dimension],
    queryFn: ({ signal }) => getDimensionMembers(dimension, signal),
    staleTime: 5 * 60_000,
  });

export const useDimensionMembers = (dimension: DimensionKey | undefined) =>
  useQuery({ ...dimensionMembersQuery(dimension ?? 'ward'), enabled: dimension !== undefined });
