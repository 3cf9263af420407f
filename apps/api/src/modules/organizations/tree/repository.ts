import {
  ORGANIZATION_TREE_SEARCH_MAX,
  type OrganizationTreeNode,
  type OrganizationTreeQuery,
} from '@congdoan/shared';
import { and, asc, eq, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { byName } from '../../../db/query.js';
import { organizations } from '../../../db/schema/index.js';
import { searchCondition } from '../../../db/search.js';
import { organizationScope } from '../../../domain/scope.js';
import { ancestorIdsOf, childCountOf, visible } from '../repository.js';

/**
 * The structure tree (list-all-organization-pc), read one level at a time. Every count of a node
 * counts only what the caller may see, so a node never promises children it cannot show.
 */

function nodeColumns(actor: Actor) {
  return {
    id: organizations.id,
    name: organizations.name,
    code: organizations.code,
    level: organizations.level,
    status: organizations.status,
    organizationParentId: organizations.organizationParentId,
    path: organizations.path,
    memberCount: organizations.memberCount,
    memberRecordCount: organizations.memberRecordCount,
    childCount: childCountOf(actor),
    subtreeMemberCount: sql<number>`(select coalesce(sum(d.member_count), 0)::int from organizations d
      where d.path like "organizations"."path" || '%'${visible(actor, 'd')})`,
  };
}

async function nodes(db: DbOrTx, actor: Actor, where: SQL | undefined, limit?: number) {
  const query = db
    .select(nodeColumns(actor))
    .from(organizations)
    .where(and(organizationScope(actor), where))
    .orderBy(byName(organizations.name), asc(organizations.id));
  return limit ? query.limit(limit) : query;
}

type NodeRow = Awaited<ReturnType<typeof nodes>>[number];
const toNode = ({ path: _path, ...row }: NodeRow, matched: boolean): OrganizationTreeNode => ({
  ...row,
  matched,
});

/** The roots of the caller's scope: organisations whose parent is none or one they cannot see. */
function rootsCondition(actor: Actor): SQL | undefined {
  if (!organizationScope(actor)) return isNull(organizations.organizationParentId);
  return or(
    isNull(organizations.organizationParentId),
    not(
      sql`exists (select 1 from organizations up
        where up.id = "organizations"."organization_parent_id"${visible(actor, 'up')})`,
    ),
  );
}

export async function organizationTree(
  db: DbOrTx,
  actor: Actor,
  q: OrganizationTreeQuery,
): Promise<OrganizationTreeNode[]> {
  if (!q.search) {
    const where =
      q.organizationParentId === undefined
        ? rootsCondition(actor)
        : eq(organizations.organizationParentId, q.organizationParentId);
    return (await nodes(db, actor, where)).map((n) => toNode(n, false));
  }
  const matches = await nodes(
    db,
    actor,
    searchCondition(organizations.searchText, q.search),
    ORGANIZATION_TREE_SEARCH_MAX,
  );
  const matchedIds = new Set(matches.map((m) => m.id));
  const ancestorIds = [
    ...new Set(matches.flatMap((m) => ancestorIdsOf(m.path, m.id)).filter((id) => !matchedIds.has(id))),
  ];
  const ancestors = ancestorIds.length ? await nodes(db, actor, inArray(organizations.id, ancestorIds)) : [];
  return [...ancestors.map((n) => toNode(n, false)), ...matches.map((n) => toNode(n, true))];
}
