import type { DynamicFieldCreateBody, DynamicFieldSchema, DynamicFieldUpdateBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { emptiedAsNull } from '../../../lib/update-body';
import { ORGANIZATION_QUERY_KEYS } from './organizations-key';

/** POST organization/dynamic-fields → the new field. */
export const createDynamicField = (body: DynamicFieldCreateBody) =>
  api.post<DynamicFieldSchema>('organization/dynamic-fields', body);

/** PUT organization/dynamic-fields: the key stays; the type changes only while no value exists (409). */
export const updateDynamicField = (body: DynamicFieldUpdateBody) =>
  api.put<DynamicFieldSchema>('organization/dynamic-fields', emptiedAsNull(body));

export function useSaveDynamicField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DynamicFieldCreateBody | DynamicFieldUpdateBody) =>
      'id' in body ? updateDynamicField(body) : createDynamicField(body),
    onSuccess: () => invalidateKeys(queryClient, ORGANIZATION_QUERY_KEYS),
  });
}
