import type { WardItem, WardUpdateBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';
import { emptiedAsNull } from '../../../lib/update-body';

/** PUT ward/update (the id travels in the body). */
export const updateWard = (body: WardUpdateBody) => api.put<WardItem>('ward/update', emptiedAsNull(body));

export const useUpdateWard = () => useWrite('category', updateWard);
