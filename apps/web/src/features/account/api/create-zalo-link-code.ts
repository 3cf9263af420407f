import type { ZaloLinkCode } from '@congdoan/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST zalo/link-code: a one-time code (10 minutes) the user sends to the OA in a Zalo chat to link their account. */
export const createZaloLinkCode = () => api.post<ZaloLinkCode>('zalo/link-code');

export const useCreateZaloLinkCode = () => useMutation({ mutationFn: createZaloLinkCode });
