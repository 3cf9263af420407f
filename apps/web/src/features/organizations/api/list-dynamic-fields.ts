import type { DynamicFieldItem } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORGANIZATIONS_KEY } from './organizations-key';

/** GET organization/dynamic-fields: the custom fields in their order, each with how many organisations hold a value. */
export const listDynamicFields = (signal?: AbortSignal) =>
  api.get<DynamicFieldItem[]>('organization/dynamic-fields', { signal });

export const dynamicFieldsQuery = () =>
  queryOptions({
    queryKey: [...ORGANIZATIONS_KEY, 'dynamic-fields'],
    queryFn: ({ signal }) => listDynamicFields(signal),
  });

export const useDynamicFields = () => useQuery(dynamicFieldsQuery());
