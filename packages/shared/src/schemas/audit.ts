import { z } from 'zod';
import { idParam, pageQuery } from './common.js';

/** What an audit row is about (audit_log.subject); a new module adds its own. */
export const AUDIT_SUBJECTS = [
  'user',
  'session',
  'role',
  'ward',
  'industrial-zone',
  'position',
  'organization',
  'organization-choice',
  'organization-field',
  'staff',
  'notification',
  'zalo-account',
  'zalo-oa',
  'event-type',
  'event',
  'time-update',
  'membership-report',
  'company',
  'member',
  'category',
  'approval',
  'saved-report',
  'knowledge-category',
  'knowledge-article',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** The subjects whose history can be read, each with the read right on itself. */
export const HISTORY_SUBJECTS = [
  'user',
  'role',
  'organization',
  'staff',
  'notification',
  'event',
  'time-update',
  'membership-report',
  'member',
] as const satisfies readonly AuditSubject[];
export type HistorySubject = (typeof HISTORY_SUBJECTS)[number];

/** GET audit/history: one record's changes, newest first. */
export const auditHistoryQuery = pageQuery.omit({ search: true }).extend({
  subject: z.enum(HISTORY_SUBJECTS, { error: 'Đối tượng không hợp lệ' }),
  recordId: idParam,
});
export type AuditHistoryQuery = z.infer<typeof auditHistoryQuery>;

export const auditHistoryItem = z.object({
  id: z.number().int(),
  action: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditHistoryItem = z.infer<typeof auditHistoryItem>;
