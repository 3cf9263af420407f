import type { IndustrialZoneCreateBody, IndustrialZoneItem } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST industrial-zone/create. */
export const createIndustrialZone = (body: IndustrialZoneCreateBody) =>
  api.post<IndustrialZoneItem>('industrial-zone/create', body);

export const useCreateIndustrialZone = () => useWrite('category', createIndustrialZone);
