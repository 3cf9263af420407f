import type { SessionUser } from '@congdoan/shared';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import { loadSessionUser } from '../../../sessions/session-user.js';

/** The signed-in caller as GET auth/me shows them; a user deleted meanwhile is signed out. */
export async function sessionUserOf(db: DbOrTx, actor: Actor): Promise<SessionUser> {
  const loaded = await loadSessionUser(db, actor.userId, actor.roleId);
  if (!loaded) throw new AppError('unauthorized');
  return loaded.user;
}
