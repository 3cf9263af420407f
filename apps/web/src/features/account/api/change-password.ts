import type { changePasswordBody } from '@congdoan/shared';
import { useMutation } from '@tanstack/react-query';
import { api, session } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';

export type ChangePasswordBody = ReturnType<typeof changePasswordBody.parse>;

/** POST auth/change-password. */
export const changePassword = (body: ChangePasswordBody) =>
  api.post<{ success: true }>('auth/change-password', body);

/**
 * The server ends every session of the user on success, so the local one ends too and the user
 * signs in again; the sign-in page says why.
 */
export function useChangePassword() {
  const toast = useToast();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast.success('Đổi mật khẩu thành công');
      session.signOut({
        deliberate: true,
        notice: 'Mật khẩu đã được thay đổi. Vui lòng đăng nhập lại bằng mật khẩu mới.',
      });
    },
  });
}
