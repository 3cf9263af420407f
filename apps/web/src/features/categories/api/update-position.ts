import type { PositionItem, PositionUpdateBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';
import { emptiedAsNull } from '../../../lib/update-body';

/** PUT position/update (the id travels in the body). */
export const updatePosition = (body: PositionUpdateBody) =>
  api.put<PositionItem>('position/update', emptiedAsNull(body));

export const useUpdatePosition = () => useWrite('category', updatePosition);
