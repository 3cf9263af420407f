import type { UserDetail } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST user/active-lock-user: isActive 0 locks (and ends the user's sessions), 1 unlocks. */
export const setUserActive = (userId: number, isActive: 0 | 1) =>
  api.post<UserDetail>('user/active-lock-user', { userId, isActive });

export const useSetUserActive = () =>
  useWrite('user', ({ userId, isActive }: { userId: number; isActive: 0 | 1 }) =>
    setUserActive(userId, isActive),
  );
