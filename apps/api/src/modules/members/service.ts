import {
  MEMBER_STATUS_TRANSITIONS,
  type MemberCreateBody,
  type MemberItem,
  type MemberStatusBody,
  type MemberTransferBody,
  type MemberTransferResult,
  type MemberUpdateBody,
} from '@congdoan/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { members, organizations } from '../../db/schema/index.js';
import { membersByIds } from '../../domain/members/records.js';
import { fileRequest, REQUEST_CONFLICTS } from '../../domain/members/requests.js';
import {
  admitMember,
  assertFree,
  assertMemberUnion,
  assertMovable,
  changeMemberFields,
  lockMember,
  MEMBER_CONFLICTS,
  moveMembers,
  recordEvent,
  snapshot,
  written,
} from '../../domain/members/writes.js';
import { memberScope, organizationScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import { writeTransaction } from '../../write/transaction.js';
import { memberOrFail } from './repository.js';

/**
 * The member routes' writes (docs/requirements.md, "Members"), each one transaction over the
 * shared member writes of src/domain/members/ (which the approvals apply too).
 */

/** POST member/create: an admission into a union of the caller's scope. */
export async function createMember(
  db: Db,
  request: FastifyRequest,
  body: MemberCreateBody,
): Promise<MemberItem> {
  const actor = actorOf(request);
  const { userId, ...fields } = body;
  const id = await writeTransaction(
    db,
    request,
    (w) => admitMember(w, actor, fields, userId ?? null),
    MEMBER_CONFLICTS,
  );
  return memberOrFail(db, actor, id);
}

/** PUT member/update: the union changes only by transfer, the status only by change-status. */
export async function updateMember(
  db: Db,
  request: FastifyRequest,
  body: MemberUpdateBody,
): Promise<MemberItem> {
  const actor = actorOf(request);
  const { id, userId, ...patch } = body;
  await writeTransaction(
    db,
    request,
    async (w) => changeMemberFields(w, actor, await lockMember(w.tx, actor, id), patch, userId),
    MEMBER_CONFLICTS,
  );
  return memberOrFail(db, actor, id);
}

/** DELETE member/delete: a record entered by mistake; one who left keeps their record with its status. */
export async function deleteMember(db: Db, request: FastifyRequest, memberId: number): Promise<void> {
  const actor = actorOf(request);
  await writeTransaction(db, request, async ({ tx, audit }) => {
    const stored = await lockMember(tx, actor, memberId);
    await tx.delete(members).where(eq(members.id, memberId));
    await audit({ action: 'delete', subject: 'member', recordId: memberId, before: snapshot(stored) });
  });
}

/** POST member/change-status: along MEMBER_STATUS_TRANSITIONS, with its date and reason kept. */
export async function changeMemberStatus(
  db: Db,
  request: FastifyRequest,
  body: MemberStatusBody,
): Promise<MemberItem> {
  const actor = actorOf(request);
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const stored = await lockMember(tx, actor, body.id);
      if (!MEMBER_STATUS_TRANSITIONS[stored.status].includes(body.status))
        throw new AppError('member_status_transition_invalid');
      // Coming back makes the CCCD active again: no other active member may hold it meanwhile.
      if (body.status === 'dang_sinh_hoat')
        await assertFree(tx, { identity: stored.identity, cardNumber: null }, body.id);
      const reason = body.reason ?? null;
      await tx
        .update(members)
        .set({
          status: body.status,
          statusChangedAt: body.effectiveOn,
          statusReason: reason,
          updatedAt: new Date(),
        })
        .where(eq(members.id, body.id));
      await recordEvent(tx, actor, {
        memberId: body.id,
        kind: 'doi_trang_thai',
        effectiveOn: body.effectiveOn,
        // The union it happened in, which the dashboard's figures at a past moment count it to.
        toOrganizationId: stored.organizationId,
        fromStatus: stored.status,
        toStatus: body.status,
        reason,
      });
      const after = snapshot(await written(tx, body.id));
      await audit({
        action: 'update',
        subject: 'member',
        recordId: body.id,
        before: snapshot(stored),
        after,
      });
    },
    MEMBER_CONFLICTS,
  );
  return memberOrFail(db, actor, body.id);
}

/**
 * POST member/transfer: active members of the caller's scope move to another active grassroots
 * union. Into the caller's scope they move at once; into a union outside it each becomes a request
 * that the receiving side approves. All or none: one member that cannot move refuses the request.
 */
export async function transferMembers(
  db: Db,
  config: Config,
  request: FastifyRequest,
  body: MemberTransferBody,
): Promise<MemberTransferResult> {
  const actor = actorOf(request);
  const ids = [...new Set(body.memberIds)].sort((a, b) => a - b);
  const move = {
    toOrganizationId: body.toOrganizationId,
    effectiveOn: body.effectiveOn,
    reason: body.reason ?? null,
  };
  return writeTransaction(
    db,
    request,
    async (w) => {
      await assertMemberUnion(w.tx, null, body.toOrganizationId);
      const locked = await w.tx
        .select({ id: members.id })
        .from(members)
        .where(and(inArray(members.id, ids), memberScope(actor)))
        .orderBy(members.id)
        .for('update');
      if (locked.length !== ids.length) throw new AppError('member_ref_invalid');
      const before = await membersByIds(w.tx, ids);
      const [inScope] = await w.tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.id, body.toOrganizationId), organizationScope(actor)));
      if (inScope) {
        await moveMembers(w, actor, before, move);
        return { moved: ids, requested: [] };
      }
      assertMovable(before, body.toOrganizationId);
      const requested = [];
      for (const m of before) {
        const approvalId = await fileRequest(w, config, actor, {
          kind: 'chuyen_sinh_hoat',
          memberId: m.id,
          memberName: m.fullName,
          organizationId: body.toOrganizationId,
          fromOrganizationId: m.organizationId,
          changes: move,
          before: { organizationId: m.organizationId, status: m.status },
          note: move.reason,
        });
        requested.push({ memberId: m.id, approvalId });
      }
      return { moved: [], requested };
    },
    REQUEST_CONFLICTS,
  );
}
