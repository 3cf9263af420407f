import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * The account a sign-in names: by login name, e-mail or CCCD number (any case for the first two);
 * a login name match wins over the others. Null when none matches.
 */
export async function accountSigningIn(db: DbOrTx, username: string) {
  const login = username.toLowerCase();
  const candidates = await db
    .select({
      id: users.id,
      username: users.username,
      hash: users.passwordHash,
      isActive: users.isActive,
      roleId: users.activeRoleId,
    })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, login),
        eq(sql`lower(${users.email})`, login),
        eq(users.identity, username),
      ),
    )
    .limit(3);
  return candidates.find((c) => c.username?.toLowerCase() === login) ?? candidates[0] ?? null;
}
