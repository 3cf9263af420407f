import type { forgotPasswordBody } from '@congdoan/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type ForgotPasswordBody = ReturnType<typeof forgotPasswordBody.parse>;

/** POST auth/forgot-password: e-mails a 6-digit code. */
export const forgotPassword = (body: ForgotPasswordBody) =>
  api.post<{ success: true }>('auth/forgot-password', body, { auth: false });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
