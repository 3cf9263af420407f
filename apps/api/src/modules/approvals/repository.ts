import {
  APPROVAL_KIND_LABELS,
  type ApprovalChange,
  type ApprovalDetail,
  type ApprovalItem,
  type ApprovalListQuery,
  type MemberItem,
  type PendingItem,
  type PendingQuery,
  pageLinks,
} from '@congdoan/shared';
import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import { listPage } from '../../db/paging.js';
import { executeRows } from '../../db/query.js';
import {
  approvalRequests,
  categoryItems,
  members,
  membershipReports,
  organizations,
  users,
  wards,
} from '../../db/schema/index.js';
import { searchCondition } from '../../db/search.js';
import { aboveUnit } from '../../domain/approvers.js';
import { findMember } from '../../domain/members/records.js';
import { approvalScope, inOrganizationScope, reportScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';

const fromOrganization = alias(organizations, 'from_organization');
const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

const selectItems = (db: DbOrTx) =>
  db
    .select({
      id: approvalRequests.id,
      kind: approvalRequests.kind,
      state: approvalRequests.state,
      memberId: approvalRequests.memberId,
      // An admission names the member it would admit.
      memberName: sql<string | null>`coalesce(${members.fullName}, ${approvalRequests.changes}->>'fullName')`,
      organizationId: approvalRequests.organizationId,
      organizationName: organizations.name,
      fromOrganizationId: approvalRequests.fromOrganizationId,
      fromOrganizationName: fromOrganization.name,
      requestedBy: approvalRequests.requestedBy,
      requesterName: requester.fullName,
      note: approvalRequests.note,
      decidedBy: approvalRequests.decidedBy,
      deciderName: decider.fullName,
      decidedAt: approvalRequests.decidedAt,
      decisionNote: approvalRequests.decisionNote,
      createdAt: approvalRequests.createdAt,
      updatedAt: approvalRequests.updatedAt,
      changes: approvalRequests.changes,
      before: approvalRequests.before,
    })
    .from(approvalRequests)
    .innerJoin(organizations, eq(organizations.id, approvalRequests.organizationId))
    .leftJoin(fromOrganization, eq(fromOrganization.id, approvalRequests.fromOrganizationId))
    .leftJoin(members, eq(members.id, approvalRequests.memberId))
    .leftJoin(requester, eq(requester.id, approvalRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, approvalRequests.decidedBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

const toItem = ({ changes: _c, before: _b, ...row }: Row): ApprovalItem => ({
  ...row,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function listConditions(q: ApprovalListQuery): SQL | undefined {
  return and(
    q.kind === undefined ? undefined : eq(approvalRequests.kind, q.kind),
    q.state === undefined ? undefined : eq(approvalRequests.state, q.state),
    q.organizationId === undefined ? undefined : eq(approvalRequests.organizationId, q.organizationId),
    searchCondition(
      sql`coalesce(${members.searchText}, lower(${approvalRequests.changes}->>'fullName'))`,
      q.search,
    ),
  );
}

const page = (db: DbOrTx, where: SQL | undefined, q: ApprovalListQuery, order: SQL[]) =>
  listPage(
    q,
    selectItems(db)
      .where(where)
      .orderBy(...order),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(approvalRequests)
      .leftJoin(members, eq(members.id, approvalRequests.memberId))
      .where(where),
    toItem,
  );

/** GET approval/my-requests: what the caller asked for, newest first. */
export const listMyRequests = (db: DbOrTx, actor: Actor, q: ApprovalListQuery) =>
  page(db, and(eq(approvalRequests.requestedBy, actor.userId), listConditions(q)), q, [
    desc(approvalRequests.createdAt),
    desc(approvalRequests.id),
  ]);

/** GET approval/history: the decided (and cancelled) requests the caller may see, latest decision first. */
export const listHistory = (db: DbOrTx, actor: Actor, q: ApprovalListQuery) =>
  page(db, and(approvalScope(actor), ne(approvalRequests.state, 'cho_duyet'), listConditions(q)), q, [
    sql`${approvalRequests.decidedAt} desc nulls last`,
    desc(approvalRequests.updatedAt),
    desc(approvalRequests.id),
  ]);

/** Requests waiting that the caller may decide: of a union in their scope, not their own. */
export const decidableCondition = (actor: Actor): SQL =>
  sql`(${approvalRequests.state} = 'cho_duyet'
    and ${approvalRequests.requestedBy} is distinct from ${actor.userId}
    and ${inOrganizationScope(actor, approvalRequests.organizationId) ?? sql`true`})`;

/**
 * GET approval/pending: the requests the caller may decide and the membership reports waiting for
 * them (docs/decisions.md, "Who decides a report"), oldest first, in one list.
 */
export async function listPending(
  db: DbOrTx,
  actor: Actor,
  q: PendingQuery,
): Promise<{ list: PendingItem[]; count: number }> {
  const parts: SQL[] = [];
  if (
    q.source !== 'membership-report' &&
    actor.ability.can('approve', 'approval') &&
    actor.scope !== 'self'
  ) {
    parts.push(sql`select 'approval' as source, r.id, r.kind, coalesce(m.full_name, r.changes->>'fullName') as title,
        r.organization_id, o.name as organization_name, u.full_name as requester_name, r.created_at,
        coalesce(m.search_text, lower(r.changes->>'fullName')) || ' ' || o.search_text as search
      from ${approvalRequests} r
      join ${organizations} o on o.id = r.organization_id
      left join ${members} m on m.id = r.member_id
      left join ${users} u on u.id = r.requested_by
      where r.id in (select ${approvalRequests.id} from ${approvalRequests} where ${decidableCondition(actor)})
        ${q.kind ? sql`and r.kind = ${q.kind}` : sql``}`);
  }
  if (!q.kind && q.source !== 'approval' && actor.ability.can('update', 'membership-report')) {
    parts.push(sql`select 'membership-report' as source, mr.id, 'bao_cao_doan_so' as kind, mr.name as title,
        mr.organization_id, o.name as organization_name, u.full_name as requester_name, mr.created_at,
        mr.search_text || ' ' || o.search_text as search
      from ${membershipReports} mr
      join ${organizations} o on o.id = mr.organization_id
      left join ${users} u on u.id = mr.submitted_by
      where mr.id in (select ${membershipReports.id} from ${membershipReports}
        where ${membershipReports.state} = 'cho_phe_duyet' and ${and(reportScope(actor), aboveUnit(actor))})`);
  }
  if (!parts.length) return { list: [], count: 0 };
  const all = sql.join(parts, sql` union all `);
  const search = searchCondition(sql`p.search`, q.search);
  const filtered = sql`select * from (${all}) p ${search ? sql`where ${search}` : sql``}`;
  const [rows, [total]] = await Promise.all([
    executeRows<{
      source: PendingItem['source'];
      id: number;
      kind: string;
      title: string;
      organization_id: number;
      organization_name: string;
      requester_name: string | null;
      created_at: Date | string;
    }>(
      db,
      sql`${filtered} order by created_at asc, id asc limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
    ),
    executeRows<{ n: number }>(db, sql`select count(*)::int as n from (${filtered}) c`),
  ]);
  return {
    list: rows.map((r) => ({
      source: r.source,
      id: r.id,
      kind: r.kind,
      kindLabel:
        r.source === 'approval'
          ? APPROVAL_KIND_LABELS[r.kind as keyof typeof APPROVAL_KIND_LABELS]
          : 'Báo cáo đoàn số',
      title: r.title,
      organizationId: r.organization_id,
      organizationName: r.organization_name,
      requesterName: r.requester_name,
      createdAt: new Date(r.created_at).toISOString(),
      link:
        r.source === 'approval'
          ? pageLinks.approvalDetail.getHref(r.id)
          : pageLinks.reports.getHref({ id: r.id }),
    })),
    count: total?.n ?? 0,
  };
}

/** One request the caller may see, with its stored changes; else approval_not_found. */
export async function approvalRowOrFail(db: DbOrTx, actor: Actor, id: number): Promise<Row> {
  const [row] = await selectItems(db).where(and(eq(approvalRequests.id, id), approvalScope(actor)));
  if (!row) throw new AppError('approval_not_found');
  return row;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The names of the wards, category items and organisations a request's values refer to. */
async function labelsOf(db: DbOrTx, changes: { field: string; values: unknown[] }[]) {
  const idsOf = (test: (field: string) => boolean) =>
    changes
      .filter((c) => test(c.field))
      .flatMap((c) => c.values)
      .filter((v): v is number => typeof v === 'number');
  const wardIds = idsOf((f) => f.endsWith('WardId'));
  const orgIds = idsOf((f) => f === 'organizationId');
  const itemIds = idsOf((f) => f.endsWith('Id') && !f.endsWith('WardId') && f !== 'organizationId');
  const [w, o, c] = await Promise.all([
    wardIds.length
      ? db.select({ id: wards.id, name: wards.name }).from(wards).where(inArray(wards.id, wardIds))
      : [],
    orgIds.length
      ? db
          .select({ id: organizations.id, name: organizations.name })
          .from(organizations)
          .where(inArray(organizations.id, orgIds))
      : [],
    itemIds.length
      ? db
          .select({ id: categoryItems.id, name: categoryItems.name })
          .from(categoryItems)
          .where(inArray(categoryItems.id, itemIds))
      : [],
  ]);
  return (field: string, value: unknown): string | null => {
    if (typeof value !== 'number' || !field.endsWith('Id')) return null;
    const list = field.endsWith('WardId') ? w : field === 'organizationId' ? o : c;
    return list.find((x) => x.id === value)?.name ?? null;
  };
}

/**
 * A request's changes side by side: the value when asked, the one asked for and the record's now
 * (a transfer: the member's union); stale when a field changed meanwhile.
 */
export async function changesOf(db: DbOrTx, row: Row, member: MemberItem | null) {
  const changes = row.changes;
  const before = row.before ?? {};
  let fields: { field: string; oldValue: unknown; newValue: unknown; currentValue: unknown }[];
  let stale = false;
  if (row.kind === 'chuyen_sinh_hoat') {
    fields = [
      {
        field: 'organizationId',
        oldValue: before.organizationId,
        newValue: changes.toOrganizationId,
        currentValue: member?.organizationId ?? null,
      },
      { field: 'effectiveOn', oldValue: null, newValue: changes.effectiveOn, currentValue: null },
    ];
    stale = !member || member.organizationId !== before.organizationId || member.status !== 'dang_sinh_hoat';
  } else {
    fields = Object.entries(changes).map(([field, newValue]) => ({
      field,
      oldValue: row.kind === 'ket_nap' ? null : before[field],
      newValue,
      currentValue: member ? member[field as keyof MemberItem] : null,
    }));
    stale =
      row.kind === 'cap_nhat_thong_tin' &&
      (!member || fields.some((f) => !sameValue(f.oldValue, f.currentValue)));
  }
  const label = await labelsOf(
    db,
    fields.map((f) => ({ field: f.field, values: [f.oldValue, f.newValue, f.currentValue] })),
  );
  const out: ApprovalChange[] = fields.map((f) => ({
    ...f,
    oldLabel: label(f.field, f.oldValue),
    newLabel: label(f.field, f.newValue),
    currentLabel: label(f.field, f.currentValue),
  }));
  return { changes: out, stale };
}

/** GET approval/detail: the request, its changes side by side, and what the caller may do. */
export async function approvalDetail(db: DbOrTx, actor: Actor, id: number): Promise<ApprovalDetail> {
  const row = await approvalRowOrFail(db, actor, id);
  const member = row.memberId === null ? null : await findMember(db, null, row.memberId);
  const { changes, stale } = await changesOf(db, row, member);
  const waiting = row.state === 'cho_duyet';
  const [decidable] = actor.ability.can('approve', 'approval')
    ? await db
        .select({ id: approvalRequests.id })
        .from(approvalRequests)
        .where(and(eq(approvalRequests.id, id), decidableCondition(actor)))
    : [];
  return {
    ...toItem(row),
    changes,
    stale: waiting && stale,
    canDecide: waiting && !!decidable,
    canCancel: waiting && row.requestedBy === actor.userId,
  };
}
