import { z } from 'zod';
import {
  clearableText,
  idParam,
  optionalChoice,
  optionalId,
  pageQueryWithLimit,
  updateOf,
} from './common.js';
import { MEMBER_EDUCATION_FIELDS, MEMBER_REASON_MAX, memberFields } from './members.js';

/**
 * Approval requests (docs/requirements.md, "Approvals"): a member's change to their own record, a
 * transfer into a union outside the requester's scope, an admission asked for by a union without
 * the right to admit. Each waits in the pending list of those who may decide it.
 */

export const APPROVAL_LIST_LIMIT = 20;
export const APPROVAL_NOTE_MAX = MEMBER_REASON_MAX;

export const APPROVAL_KINDS = ['cap_nhat_thong_tin', 'chuyen_sinh_hoat', 'ket_nap'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = {
  cap_nhat_thong_tin: 'Cập nhật thông tin đoàn viên',
  chuyen_sinh_hoat: 'Chuyển sinh hoạt',
  ket_nap: 'Kết nạp đoàn viên',
};

export const APPROVAL_STATES = ['cho_duyet', 'da_duyet', 'tu_choi', 'da_huy'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];
export const APPROVAL_STATE_LABELS: Record<ApprovalState, string> = {
  cho_duyet: 'Chờ duyệt',
  da_duyet: 'Đã duyệt',
  tu_choi: 'Từ chối',
  da_huy: 'Đã hủy',
};

/**
 * What a member may ask to change on their own record: their contact details, addresses and
 * qualifications. Their name, birth, CCCD, union, card and status are the union's to change.
 */
export const MEMBER_SELF_FIELDS = [
  'phoneNumber',
  'email',
  'hometownWardId',
  'hometown',
  'addressWardId',
  'address',
  'ethnicityId',
  'religionId',
  ...MEMBER_EDUCATION_FIELDS,
  'occupation',
  'department',
] as const;
export type MemberSelfField = (typeof MEMBER_SELF_FIELDS)[number];

const selfFields = updateOf(
  memberFields.pick(
    Object.fromEntries(MEMBER_SELF_FIELDS.map((f) => [f, true])) as {
      [K in MemberSelfField]: true;
    },
  ),
);

const noteRule = clearableText(APPROVAL_NOTE_MAX);

/**
 * POST approval/member-update: the member's changes to their own record (only the fields sent,
 * at least one), with a note for the approver.
 */
export const memberChangeRequestBody = z.object({
  // Nothing sent reads as nothing changed, which the refinement answers in Vietnamese.
  changes: z.preprocess(
    (v) => v ?? {},
    selfFields.refine((c) => Object.values(c).some((v) => v !== undefined), {
      message: 'Vui lòng thay đổi ít nhất một thông tin',
    }),
  ),
  note: noteRule,
});
export type MemberChangeRequestBody = z.infer<typeof memberChangeRequestBody>;

/** POST approval/admission: the record of a member to admit, asked for by a union that may not admit. */
export const admissionRequestBody = z.object({
  member: memberFields.omit({ userId: true, cardNumber: true }),
  note: noteRule,
});
export type AdmissionRequestBody = z.infer<typeof admissionRequestBody>;

/** POST approval/approve: the note is optional. POST approval/reject: the reason is required. */
export const approvalDecisionBody = z.object({ id: idParam, note: noteRule });
export type ApprovalDecisionBody = z.infer<typeof approvalDecisionBody>;
export const approvalRejectBody = z.object({
  id: idParam,
  note: z
    .string({ error: 'Vui lòng nhập lý do từ chối' })
    .trim()
    .min(1, 'Vui lòng nhập lý do từ chối')
    .max(APPROVAL_NOTE_MAX, `Tối đa ${APPROVAL_NOTE_MAX} ký tự`),
});
export type ApprovalRejectBody = z.infer<typeof approvalRejectBody>;
export const approvalIdQuery = z.object({ approvalId: idParam });

const kindFilter = optionalChoice(APPROVAL_KINDS, 'Loại yêu cầu không hợp lệ');
const stateFilter = optionalChoice(APPROVAL_STATES, 'Trạng thái không hợp lệ');

/** GET approval/my-requests and approval/history: newest first. */
export const approvalListQuery = pageQueryWithLimit(APPROVAL_LIST_LIMIT).extend({
  kind: kindFilter,
  state: stateFilter,
  organizationId: optionalId,
});
export type ApprovalListQuery = z.infer<typeof approvalListQuery>;

/** One changed field: its value when asked, asked for, and now (a request made stale shows the three). */
export const approvalChange = z.object({
  field: z.string(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  currentValue: z.unknown(),
  /** The names of referenced items (a ward, an ethnic group), for reading. */
  oldLabel: z.string().nullable(),
  newLabel: z.string().nullable(),
  currentLabel: z.string().nullable(),
});
export type ApprovalChange = z.infer<typeof approvalChange>;

export const approvalItem = z.object({
  id: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  state: z.enum(APPROVAL_STATES),
  memberId: z.number().int().nullable(),
  memberName: z.string().nullable(),
  /** The union that decides: the member's own, the receiving one, the admitting one. */
  organizationId: z.number().int(),
  organizationName: z.string(),
  fromOrganizationId: z.number().int().nullable(),
  fromOrganizationName: z.string().nullable(),
  requestedBy: z.number().int().nullable(),
  requesterName: z.string().nullable(),
  note: z.string().nullable(),
  decidedBy: z.number().int().nullable(),
  deciderName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApprovalItem = z.infer<typeof approvalItem>;

/** GET approval/detail: the request, its changes side by side, and what the caller may do with it. */
export const approvalDetail = approvalItem.extend({
  changes: z.array(approvalChange),
  /** The record changed since the request was made, in a field it changes: approving is refused. */
  stale: z.boolean(),
  canDecide: z.boolean(),
  canCancel: z.boolean(),
});
export type ApprovalDetail = z.infer<typeof approvalDetail>;

/**
 * GET approval/pending: what the caller may decide, oldest first, the membership reports of P10
 * among them (`source` says which list an item comes from, `link` the page that decides it).
 */
export const PENDING_SOURCES = ['approval', 'membership-report'] as const;
export type PendingSource = (typeof PENDING_SOURCES)[number];
export const pendingQuery = pageQueryWithLimit(APPROVAL_LIST_LIMIT).extend({
  source: optionalChoice(PENDING_SOURCES, 'Nguồn không hợp lệ'),
  kind: kindFilter,
});
export type PendingQuery = z.infer<typeof pendingQuery>;
export const pendingItem = z.object({
  source: z.enum(PENDING_SOURCES),
  id: z.number().int(),
  /** The request's kind, or 'bao_cao_doan_so' for a membership report. */
  kind: z.string(),
  kindLabel: z.string(),
  title: z.string(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  requesterName: z.string().nullable(),
  createdAt: z.string(),
  link: z.string(),
});
export type PendingItem = z.infer<typeof pendingItem>;
