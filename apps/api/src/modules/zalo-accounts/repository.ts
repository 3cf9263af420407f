import {
  numberedPage,
  type ZALO_ACCOUNT_SORT_COLUMNS,
  type ZaloAccountItem,
  type ZaloAccountListQuery,
  type ZaloAccountPage,
  type ZaloOverview,
} from '@congdoan/shared';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import { listPage } from '../../db/paging.js';
import { byName, type SortColumns, sortedBy } from '../../db/query.js';
import { roles, users, zaloAccounts } from '../../db/schema/index.js';
import { searchCondition } from '../../db/search.js';
import { zaloAccountScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';

const selectItems = (db: DbOrTx) =>
  db
    .select({
      id: zaloAccounts.id,
      userId: zaloAccounts.userId,
      zaloOaUserId: zaloAccounts.oaUserId,
      zaloAppUserId: zaloAccounts.appUserId,
      displayName: zaloAccounts.displayName,
      avatar: zaloAccounts.avatar,
      phone: zaloAccounts.phone,
      isFollowingOa: zaloAccounts.isFollowingOa,
      isActive: zaloAccounts.isActive,
      lastFollowAt: zaloAccounts.lastFollowAt,
      lastUnfollowAt: zaloAccounts.lastUnfollowAt,
      lastActiveAt: zaloAccounts.lastActiveAt,
      linkedAt: zaloAccounts.linkedAt,
      createdAt: zaloAccounts.createdAt,
      updatedAt: zaloAccounts.updatedAt,
      webUserId: users.id,
      webUserFullName: users.fullName,
      webUserEmail: users.email,
      webUserPhoneNumber: users.phoneNumber,
      webUserRoleName: roles.name,
      webUserOrganizationId: users.organizationId,
      webUserIsActive: users.isActive,
      lastLoginAt: users.lastLoginAt,
    })
    .from(zaloAccounts)
    .leftJoin(users, eq(users.id, zaloAccounts.userId))
    .leftJoin(roles, eq(roles.id, users.activeRoleId));

type Row = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** An account as the API answers it: the linked user's name, e-mail and role, never a hash or a token. */
function toItem(row: Row): ZaloAccountItem {
  const { webUserId, webUserFullName, webUserEmail, webUserPhoneNumber, webUserRoleName } = row;
  return {
    id: row.id,
    userId: row.userId,
    zaloOaUserId: row.zaloOaUserId,
    zaloAppUserId: row.zaloAppUserId,
    displayName: row.displayName,
    avatar: row.avatar,
    phone: row.phone,
    isFollowingOa: row.isFollowingOa,
    isActive: row.isActive,
    isLinkedToWeb: row.userId !== null,
    webUser:
      webUserId === null || webUserFullName === null
        ? null
        : {
            id: webUserId,
            fullName: webUserFullName,
            email: webUserEmail,
            phoneNumber: webUserPhoneNumber,
            roleName: webUserRoleName,
            organizationId: row.webUserOrganizationId,
            isActive: row.webUserIsActive === 1,
          },
    lastLoginAt: iso(row.lastLoginAt),
    lastFollowAt: iso(row.lastFollowAt),
    lastUnfollowAt: iso(row.lastUnfollowAt),
    lastActiveAt: iso(row.lastActiveAt),
    linkedAt: iso(row.linkedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const sortColumns: SortColumns<typeof ZALO_ACCOUNT_SORT_COLUMNS> = {
  createdAt: zaloAccounts.createdAt,
  displayName: byName(zaloAccounts.displayName),
  lastActiveAt: zaloAccounts.lastActiveAt,
};

/** A yes/no filter on a condition: undefined is both. */
const either = (wanted: boolean | undefined, yes: SQL, no: SQL) =>
  wanted === undefined ? undefined : wanted ? yes : no;

/**
 * The filters of GET zalo-accounts. `isLinkedToWeb` (spec) and `isLinked` (the deployed system's
 * clients) are one filter: given both, both apply. The search looks at the account's display name
 * and phone and at the linked user's search text (name, login name, e-mail, phone, CCCD).
 */
function filters(q: ZaloAccountListQuery): (SQL | undefined)[] {
  const linked = (wanted: boolean | undefined) =>
    either(wanted, isNotNull(zaloAccounts.userId), isNull(zaloAccounts.userId));
  return [
    searchCondition(sql`(${zaloAccounts.searchText} || ' ' || coalesce(${users.searchText}, ''))`, q.search),
    either(q.isFollowingOa, eq(zaloAccounts.isFollowingOa, true), eq(zaloAccounts.isFollowingOa, false)),
    either(q.isActive, eq(zaloAccounts.isActive, true), eq(zaloAccounts.isActive, false)),
    linked(q.isLinkedToWeb),
    linked(q.isLinked),
  ];
}

/** GET zalo-accounts/overview: counts of the accounts the caller may see. */
export async function zaloAccountOverview(db: DbOrTx, actor: Actor): Promise<ZaloOverview> {
  const [row] = await db
    .select({
      total: count(),
      linked: sql<number>`count(*) filter (where ${isNotNull(zaloAccounts.userId)})::int`,
      followingOa: sql<number>`count(*) filter (where ${zaloAccounts.isFollowingOa})::int`,
    })
    .from(zaloAccounts)
    .where(zaloAccountScope(actor));
  const { total = 0, linked = 0, followingOa = 0 } = row ?? {};
  return { total, linked, unlinked: total - linked, followingOa };
}

/**
 * GET zalo-accounts: newest first unless sorted otherwise (`sortBy`, `sortOrder`, then the id in the
 * same direction); `summary` is the overview of every account the caller may see, whatever the filters.
 */
export async function listZaloAccounts(
  db: DbOrTx,
  actor: Actor,
  q: ZaloAccountListQuery,
): Promise<ZaloAccountPage> {
  const where = and(zaloAccountScope(actor), ...filters(q));
  const order = q.sortOrder === 'ASC' ? 'asc' : 'desc';
  const [page, summary] = await Promise.all([
    listPage(
      q,
      selectItems(db)
        .where(where)
        .orderBy(
          ...sortedBy(sortColumns, { sortBy: q.sortBy, order }, [
            order === 'asc' ? asc(zaloAccounts.id) : desc(zaloAccounts.id),
          ]),
        ),
      db
        .select({ n: count() })
        .from(zaloAccounts)
        .leftJoin(users, eq(users.id, zaloAccounts.userId))
        .where(where),
      toItem,
    ),
    zaloAccountOverview(db, actor),
  ]);
  return { ...numberedPage(page, q), summary };
}

/** One account the caller may see, or zalo_account_not_found. */
export async function zaloAccountOrFail(db: DbOrTx, actor: Actor, id: number): Promise<ZaloAccountItem> {
  const [row] = await selectItems(db).where(and(eq(zaloAccounts.id, id), zaloAccountScope(actor)));
  if (!row) throw new AppError('zalo_account_not_found');
  return toItem(row);
}
