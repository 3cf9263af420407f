import type { PositionCreateBody, PositionItem } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST position/create. */
export const createPosition = (body: PositionCreateBody) => api.post<PositionItem>('position/create', body);

export const useCreatePosition = () => useWrite('category', createPosition);
