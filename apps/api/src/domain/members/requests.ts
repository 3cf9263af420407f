import { APPROVAL_KIND_LABELS, type ApprovalKind, pageLinks } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.js';
import type { Config } from '../../config.js';
import { approvalRequests, organizations } from '../../db/schema/index.js';
import type { Conflicts, Write } from '../../write/transaction.js';
import { zaloConfigured } from '../../zalo/configured.js';
import { nearestApprovers } from '../approvers.js';
import { sendNotice } from '../notify/send.js';
import { MEMBER_CONFLICTS } from './writes.js';

/**
 * What a write that files or applies requests can trip: the member writes' indexes and keys, and
 * the one waiting request of a kind per member.
 */
export const REQUEST_CONFLICTS: Conflicts = {
  ...MEMBER_CONFLICTS,
  unique: { ...MEMBER_CONFLICTS.unique, approval_requests_waiting_key: 'approval_waiting_exists' },
};

export interface NewRequest {
  kind: ApprovalKind;
  memberId: number | null;
  memberName: string;
  organizationId: number;
  fromOrganizationId?: number | null;
  changes: Record<string, unknown>;
  before?: Record<string, unknown> | null;
  note?: string | null;
}

/**
 * Files an approval request (docs/requirements.md, "Approvals") in the caller's write: the row, its
 * audit, and a notice (bell, Zalo when configured) to the people who may decide it in the nearest
 * organisation from the deciding union up, never the requester.
 */
export async function fileRequest(
  w: Write,
  config: Config,
  actor: Actor,
  request: NewRequest,
): Promise<number> {
  const [row] = await w.tx
    .insert(approvalRequests)
    .values({
      kind: request.kind,
      memberId: request.memberId,
      organizationId: request.organizationId,
      fromOrganizationId: request.fromOrganizationId ?? null,
      changes: request.changes,
      before: request.before ?? null,
      note: request.note ?? null,
      requestedBy: actor.userId,
    })
    .returning({ id: approvalRequests.id });
  const id = row!.id;
  await w.audit({ action: 'create', subject: 'approval', recordId: id, after: { ...request } });
  const approvers = await nearestApprovers(
    w.tx,
    request.organizationId,
    actor.userId,
    ['approve', 'approval'],
    true,
  );
  if (approvers.length) {
    const [unit] = await w.tx
      .select({
        name: organizations.name,
        xaPhuongId: organizations.xaPhuongId,
        cumKhuCnId: organizations.cumKhuCnId,
      })
      .from(organizations)
      .where(eq(organizations.id, request.organizationId));
    await sendNotice(
      w,
      // The deciding union as the sender, whoever asked: a member's own scope reaches no officer.
      {
        userId: actor.userId,
        scope: 'province',
        organizationId: request.organizationId,
        xaPhuongId: unit?.xaPhuongId ?? null,
        cumKhuCnId: unit?.cumKhuCnId ?? null,
      },
      {
        tieuDe: `Yêu cầu chờ duyệt: ${APPROVAL_KIND_LABELS[request.kind].toLowerCase()}`,
        noiDung: `${APPROVAL_KIND_LABELS[request.kind]} — ${request.memberName} (${unit?.name ?? ''}), chờ phê duyệt.`,
        loaiThongBao: 'Yêu cầu phê duyệt',
        duongDan: pageLinks.approvalDetail.getHref(id),
      },
      { nguoiNhanIds: approvers },
      { zalo: zaloConfigured(config) },
    );
  }
  return id;
}
