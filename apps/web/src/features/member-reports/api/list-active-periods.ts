import type { PeriodItem } from '@congdoan/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET thoi-gian-cap-nhat-doan-so/all: the active periods, each with its current occurrence. */
export const listActivePeriods = (signal?: AbortSignal) =>
  api.get<PeriodItem[]>('thoi-gian-cap-nhat-doan-so/all', { signal });

export const useActivePeriods = (enabled = true) =>
  useQuery({
    queryKey: [...ROOT.memberReports, 'periods', 'active'],
    queryFn: ({ signal }) => listActivePeriods(signal),
    enabled,
  });
