import { useMutation } from '@tanstack/react-query';
import { api, session } from '../../../lib/api';

/** POST auth/logout revokes the refresh token on the server. */
export const logout = (refreshToken: string) => api.post<{ success: true }>('auth/logout', { refreshToken });

/**
 * Sign-out (spec §4): whatever the server answers, user data and both tokens are cleared; the
 * signed-in layout then leaves for /login.
 */
export const useLogout = () =>
  useMutation({
    mutationFn: async () => {
      const refreshToken = session.refreshToken();
      if (refreshToken) await logout(refreshToken);
    },
    onSettled: () => session.signOut({ deliberate: true }),
  });
