import type { DynamicFieldCreateBody, DynamicFieldSchema, DynamicFieldUpdateBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';
import { emptiedAsNull } from '../../../lib/update-body';

/** POST organization/dynamic-fields → the new field. */
export const createDynamicField = (body: DynamicFieldCreateBody) =>
  api.post<DynamicFieldSchema>('organization/dynamic-fields', body);

/** PUT organization/dynamic-fields: the key stays; the type changes only while no value exists (409). */
export const updateDynamicField = (body: DynamicFieldUpdateBody) =>
  api.put<DynamicFieldSchema>('organization/dynamic-fields', emptiedAsNull(body));

export const useSaveDynamicField = () =>
  useWrite('organization', (body: DynamicFieldCreateBody | DynamicFieldUpdateBody) =>
    'id' in body ? updateDynamicField(body) : createDynamicField(body),
  );
