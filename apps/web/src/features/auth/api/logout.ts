import { useMutation } from '@tanstack/react-query';
import { api, session } from '../../../lib/api';
import type { ApiClient } from '../../../lib/api-client';

/**
 * POST auth/logout is public: it ends the session of the refresh token in the body. No bearer
 * token and no refresh on 401, so that signing out works with an expired access token too.
 */
export const logoutWith = (client: Pick<ApiClient, 'post'>, refreshToken: string) =>
  client.post<{ success: true }>('auth/logout', { refreshToken }, { auth: false });

export const logout = (refreshToken: string) => logoutWith(api, refreshToken);

/**
 * Sign-out (docs/requirements.md, "Browser session"): user data and both tokens are cleared at
 * once, so the signed-in layout leaves for /login without waiting; the server then ends the
 * session of the refresh token taken before, whatever it answers.
 */
export const useLogout = () =>
  useMutation({
    mutationFn: async () => {
      const refreshToken = session.refreshToken();
      session.signOut({ deliberate: true });
      if (refreshToken) await logout(refreshToken);
    },
  });
