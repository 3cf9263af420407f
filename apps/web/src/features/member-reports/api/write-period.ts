import type { PeriodCreateBody, PeriodItem, PeriodUpdateBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST thoi-gian-cap-nhat-doan-so/create (recurring) or …/dot-xuat (one-off): the new period. */
export const createPeriod = (body: PeriodCreateBody) =>
  api.post<PeriodItem>(
    body.loaiKy === 'dot_xuat' ? 'thoi-gian-cap-nhat-doan-so/dot-xuat' : 'thoi-gian-cap-nhat-doan-so/create',
    body,
  );

/** PUT thoi-gian-cap-nhat-doan-so/update: the fields changed, with the id. */
export const updatePeriod = (body: PeriodUpdateBody) =>
  api.put<PeriodItem>('thoi-gian-cap-nhat-doan-so/update', body);

/** DELETE thoi-gian-cap-nhat-doan-so/delete?id= (refused once a unit reported in it). */
export const deletePeriod = (id: number) =>
  api.delete<{ success: true }>('thoi-gian-cap-nhat-doan-so/delete', { query: { id } });

export const useCreatePeriod = () => useWrite('report', createPeriod);
export const useUpdatePeriod = () => useWrite('report', updatePeriod);
export const useDeletePeriod = () => useWrite('report', deletePeriod);
