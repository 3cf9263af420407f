import {
  type AdmissionRequestBody,
  APPROVAL_KIND_LABELS,
  APPROVAL_STATE_LABELS,
  type ApprovalDecisionBody,
  type ApprovalDetail,
  type ApprovalRejectBody,
  type ApprovalState,
  type MemberChangeRequestBody,
  type MemberItem,
  pageLinks,
} from '@congdoan/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../actor.js';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { approvalRequests, members } from '../../db/schema/index.js';
import { findMember } from '../../domain/members/records.js';
import { fileRequest, REQUEST_CONFLICTS } from '../../domain/members/requests.js';
import {
  admitMember,
  assertFree,
  assertMemberUnion,
  assertReferences,
  changeMemberFields,
  lockMember,
  moveMembers,
  recordOf,
} from '../../domain/members/writes.js';
import { decisionNoteLine } from '../../domain/notify/notice.js';
import { sendNotice } from '../../domain/notify/send.js';
import { approvalScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import { applyPatch } from '../../write/patch.js';
import { type Write, writeTransaction } from '../../write/transaction.js';
import { zaloConfigured } from '../../zalo/configured.js';
import { approvalDetail, approvalRowOrFail, changesOf, decidableCondition } from './repository.js';

/**
 * The approval flow (docs/requirements.md, "Approvals"): requests filed (a member's update, an
 * admission; transfers are filed by member/transfer), decided by whoever may decide them, the
 * change applied in the same transaction as the decision, the requester told.
 */

/** The member record linked to the caller's account, locked; else approval_no_member_record. */
async function ownRecord(tx: DbOrTx, actor: Actor): Promise<MemberItem> {
  const [row] = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.userId, actor.userId))
    .for('update');
  if (!row) throw new AppError('approval_no_member_record');
  return (await findMember(tx, null, row.id))!;
}

/**
 * One write of the flow as the caller: `work` in one transaction (with the request's conflicts) answers
 * the request's id, then the request is answered as the caller now sees it.
 */
async function writeRequest(
  db: Db,
  request: FastifyRequest,
  work: (w: Write, actor: Actor) => Promise<number>,
): Promise<ApprovalDetail> {
  const actor = actorOf(request);
  const id = await writeTransaction(db, request, (w) => work(w, actor), REQUEST_CONFLICTS);
  return approvalDetail(db, actor, id);
}

/** POST approval/member-update: a member asks to change their own record. */
export function requestMemberUpdate(
  db: Db,
  config: Config,
  request: FastifyRequest,
  body: MemberChangeRequestBody,
): Promise<ApprovalDetail> {
  return writeRequest(db, request, async (w, actor) => {
    const stored = await ownRecord(w.tx, actor);
    const changes = Object.fromEntries(Object.entries(body.changes).filter(([, v]) => v !== undefined));
    // The record as it would be: its references exist and are of their kind.
    await assertReferences(w.tx, applyPatch(recordOf(stored), changes));
    const before = Object.fromEntries(Object.keys(changes).map((f) => [f, stored[f as keyof MemberItem]]));
    return fileRequest(w, config, actor, {
      kind: 'cap_nhat_thong_tin',
      memberId: stored.id,
      memberName: stored.fullName,
      organizationId: stored.organizationId,
      changes,
      before,
      note: body.note ?? null,
    });
  });
}

/** POST approval/admission: a union that may not admit asks its upper level to. */
export function requestAdmission(
  db: Db,
  config: Config,
  request: FastifyRequest,
  body: AdmissionRequestBody,
): Promise<ApprovalDetail> {
  return writeRequest(db, request, async (w, actor) => {
    await assertMemberUnion(w.tx, actor, body.member.organizationId);
    await assertReferences(w.tx, body.member);
    await assertFree(w.tx, { identity: body.member.identity, cardNumber: null });
    return fileRequest(w, config, actor, {
      kind: 'ket_nap',
      memberId: null,
      memberName: body.member.fullName,
      organizationId: body.member.organizationId,
      changes: { ...body.member },
      note: body.note ?? null,
    });
  });
}

/** A waiting request the caller may see, locked; else not found or no longer waiting. */
async function lockWaiting(tx: DbOrTx, actor: Actor, id: number) {
  const [locked] = await tx
    .select({ state: approvalRequests.state, requestedBy: approvalRequests.requestedBy })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.id, id), approvalScope(actor)))
    .for('update');
  if (!locked) throw new AppError('approval_not_found');
  if (locked.state !== 'cho_duyet') throw new AppError('approval_not_waiting');
  return { requestedBy: locked.requestedBy, row: await approvalRowOrFail(tx, actor, id) };
}

/** The request the caller may decide, locked and waiting; else the reason it cannot be decided. */
async function lockDecidable(tx: DbOrTx, actor: Actor, id: number) {
  const { requestedBy, row } = await lockWaiting(tx, actor, id);
  if (requestedBy === actor.userId) throw new AppError('approval_own_request');
  const [decidable] = await tx
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.id, id), decidableCondition(actor)));
  if (!decidable) throw new AppError('forbidden');
  return row;
}

/** The request's new state, by the caller, with its note; and the requester told. */
async function decide(
  w: Write,
  config: Config,
  actor: Actor,
  row: Awaited<ReturnType<typeof approvalRowOrFail>>,
  state: ApprovalState,
  note: string | null,
  memberId = row.memberId,
) {
  const now = new Date();
  await w.tx
    .update(approvalRequests)
    .set({ state, memberId, decidedBy: actor.userId, decidedAt: now, decisionNote: note, updatedAt: now })
    .where(eq(approvalRequests.id, row.id));
  await w.audit({
    action: state === 'da_duyet' ? 'approve' : state === 'tu_choi' ? 'reject' : 'cancel',
    subject: 'approval',
    recordId: row.id,
    before: { state: row.state },
    after: { state, note },
  });
  if (row.requestedBy === null || row.requestedBy === actor.userId) return;
  const label = APPROVAL_KIND_LABELS[row.kind];
  await sendNotice(
    w,
    { ...actor, scope: 'province' },
    {
      tieuDe: `Yêu cầu ${label.toLowerCase()}: ${APPROVAL_STATE_LABELS[state].toLowerCase()}`,
      noiDung: `${label} — ${row.memberName ?? ''} (${row.organizationName}): ${APPROVAL_STATE_LABELS[state].toLowerCase()}.${decisionNoteLine(state === 'tu_choi', note)}`,
      loaiThongBao: 'Yêu cầu phê duyệt',
      duongDan: pageLinks.approvalDetail.getHref(row.id),
    },
    { nguoiNhanIds: [row.requestedBy] },
    { zalo: zaloConfigured(config) },
  );
}

/**
 * POST approval/approve: the change applied in the same transaction. A request whose record
 * changed since it was made (in a field it changes; a transfer: its union or status) is refused
 * (approval_stale): the approver looks again and rejects, the requester asks anew.
 */
export function approveRequest(
  db: Db,
  config: Config,
  request: FastifyRequest,
  body: ApprovalDecisionBody,
): Promise<ApprovalDetail> {
  return writeRequest(db, request, async (w, actor) => {
    const row = await lockDecidable(w.tx, actor, body.id);
    const member = row.memberId === null ? null : await lockMember(w.tx, null, row.memberId);
    if ((await changesOf(w.tx, row, member)).stale) throw new AppError('approval_stale');
    let memberId = row.memberId;
    if (row.kind === 'cap_nhat_thong_tin') await changeMemberFields(w, actor, member!, row.changes);
    else if (row.kind === 'chuyen_sinh_hoat') {
      await assertMemberUnion(w.tx, null, row.organizationId);
      const move = row.changes as { toOrganizationId: number; effectiveOn: string; reason: string | null };
      await moveMembers(w, actor, [member!], move);
    } else memberId = await admitMember(w, actor, row.changes as Parameters<typeof admitMember>[2], null);
    await decide(w, config, actor, row, 'da_duyet', body.note ?? null, memberId);
    return row.id;
  });
}

/** POST approval/reject: with the reason the requester reads. */
export function rejectRequest(
  db: Db,
  config: Config,
  request: FastifyRequest,
  body: ApprovalRejectBody,
): Promise<ApprovalDetail> {
  return writeRequest(db, request, async (w, actor) => {
    const row = await lockDecidable(w.tx, actor, body.id);
    await decide(w, config, actor, row, 'tu_choi', body.note);
    return row.id;
  });
}

/** POST approval/cancel: the requester withdraws a request still waiting. */
export function cancelRequest(
  db: Db,
  config: Config,
  request: FastifyRequest,
  id: number,
): Promise<ApprovalDetail> {
  return writeRequest(db, request, async (w, actor) => {
    const { requestedBy, row } = await lockWaiting(w.tx, actor, id);
    if (requestedBy !== actor.userId) throw new AppError('forbidden');
    await decide(w, config, actor, row, 'da_huy', null);
    return row.id;
  });
}
