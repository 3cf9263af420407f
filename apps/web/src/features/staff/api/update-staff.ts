import type { StaffItem, StaffUpdateBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';
import { emptiedAsNull } from '../../../lib/update-body';

/**
 * PUT staff/update → the updated record: an emptied field is sent as null (`emptiedAsNull`); userId
 * left out keeps the linked account.
 */
export const updateStaff = (body: StaffUpdateBody) => api.put<StaffItem>('staff/update', emptiedAsNull(body));

export const useUpdateStaff = () => useWrite('staff', updateStaff);
