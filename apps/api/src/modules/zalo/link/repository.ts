import type { ZaloMyAccount } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { zaloAccounts } from '../../../db/schema/index.js';

/** GET zalo/my-account: the Zalo account linked to `userId`, if any. */
export async function myAccount(db: DbOrTx, userId: number): Promise<ZaloMyAccount> {
  const [account] = await db
    .select({
      displayName: zaloAccounts.displayName,
      isFollowingOa: zaloAccounts.isFollowingOa,
      linkedAt: zaloAccounts.linkedAt,
    })
    .from(zaloAccounts)
    .where(eq(zaloAccounts.userId, userId));
  return {
    linked: account !== undefined,
    displayName: account?.displayName ?? null,
    isFollowingOa: account?.isFollowingOa ?? null,
    linkedAt: account?.linkedAt?.toISOString() ?? null,
  };
}
