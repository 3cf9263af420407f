import type { confirmResetBody } from '@congdoan/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type ConfirmResetBody = ReturnType<typeof confirmResetBody.parse>;

/** POST auth/confirm-reset-code: sets the new password when the code matches. */
export const confirmResetCode = (body: ConfirmResetBody) =>
  api.post<{ success: true }>('auth/confirm-reset-code', body, { auth: false });

export const useConfirmResetCode = () => useMutation({ mutationFn: confirmResetCode });
