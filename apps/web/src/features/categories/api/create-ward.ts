import type { WardCreateBody, WardItem } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST ward/create. */
export const createWard = (body: WardCreateBody) => api.post<WardItem>('ward/create', body);

export const useCreateWard = () => useWrite('category', createWard);
