import type { ChoiceCreateBody, ChoiceItem, ChoiceUpdateBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';
import { emptiedAsNull } from '../../../lib/update-body';

/** POST organization/choices → the new entry of 'Loại hình' or 'Loại công ty'. */
export const createChoice = (body: ChoiceCreateBody) => api.post<ChoiceItem>('organization/choices', body);

/** PUT organization/choices → the renamed or reordered entry. */
export const updateChoice = (body: ChoiceUpdateBody) =>
  api.put<ChoiceItem>('organization/choices', emptiedAsNull(body));

export const useSaveChoice = () =>
  useWrite('organization', (body: ChoiceCreateBody | ChoiceUpdateBody) =>
    'id' in body ? updateChoice(body) : createChoice(body),
  );
