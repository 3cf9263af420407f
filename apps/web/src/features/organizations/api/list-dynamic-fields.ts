import type { DynamicFieldItem } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET organization/dynamic-fields: the custom fields in their order, each with how many organisations hold a value. */
export const listDynamicFields = (signal?: AbortSignal) =>
  api.get<DynamicFieldItem[]>('organization/dynamic-fields', { signal });

export const dynamicFieldsQuery = () =>
  queryOptions({
    queryKey: [...ROOT.organizations, 'dynamic-fields'],
    queryFn: ({ signal }) => listDynamicFields(signal),
  });

export const useDynamicFields = () => useQuery(dynamicFieldsQuery());
