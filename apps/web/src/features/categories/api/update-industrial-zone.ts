import type { IndustrialZoneItem, IndustrialZoneUpdateBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';
import { emptiedAsNull } from '../../../lib/update-body';

/** PUT industrial-zone/update (a cleared ward or description is sent as null: `emptiedAsNull`). */
export const updateIndustrialZone = (body: IndustrialZoneUpdateBody) =>
  api.put<IndustrialZoneItem>('industrial-zone/update', emptiedAsNull(body));

export const useUpdateIndustrialZone = () => useWrite('category', updateIndustrialZone);
