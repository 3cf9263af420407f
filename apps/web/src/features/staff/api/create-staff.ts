import type { StaffCreateBody, StaffItem } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST staff/create → the new record. */
export const createStaff = (body: StaffCreateBody) => api.post<StaffItem>('staff/create', body);

export const useCreateStaff = () => useWrite('staff', createStaff);
