import type { RegistrationItem } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/**
 * POST su-kien/{id}/dang-ky: the caller registers (within the deadline; a full event puts them on
 * the waiting list) → their registration, whose `trangThai` says which.
 */
export const registerSelf = (id: number) => api.post<Partial<RegistrationItem>>(`su-kien/${id}/dang-ky`);

/** DELETE su-kien/{id}/dang-ky: the caller cancels (the first on the waiting list moves up). */
export const unregisterSelf = (id: number) => api.delete<unknown>(`su-kien/${id}/dang-ky`);

export const useRegisterSelf = () => useWrite('event', registerSelf);
export const useUnregisterSelf = () => useWrite('event', unregisterSelf);
