import type { SessionUser } from '@congdoan/shared';
import { useSyncExternalStore } from 'react';
import { session } from './api';

/** The signed-in user as stored locally; re-renders on sign-in, refresh, role switch and logout. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(session.subscribe, session.user, session.user);
}
