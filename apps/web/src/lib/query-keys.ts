import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateKeys } from './query-client';

/**
 * The root of every query key (docs/architecture.md, "Query keys"). A feature's queries sit under
 * its root (`[...ROOT.members, 'list', filters]`, the sub-keys stay in the feature); the roots are
 * declared here once, so that a write in one feature refreshes what another shows without importing
 * it or spelling its key again. query-keys.test.ts refuses a root written anywhere else.
 */
export const ROOT = {
  /** The signed-in user's own things (their Zalo link, their attendance code). */
  account: ['account'],
  /** The report pages' reads and the saved report definitions (P13): read again as each page opens. */
  analytics: ['analytics'],
  approvals: ['approvals'],
  /** The assistant (P14): the user's conversations and chat settings, its suggestions, its knowledge base and the questions it could not answer. */
  assistant: ['assistant'],
  auth: ['auth'],
  categories: ['categories'],
  companies: ['companies'],
  dashboard: ['dashboard'],
  /** The events, their calendar and their registrations. */
  events: ['events'],
  eventTypes: ['event-types'],
  /** The bell and the inbox page. */
  inbox: ['inbox'],
  /** The pickers (src/lookups): each endpoint under `LOOKUP`. */
  lookup: ['lookup'],
  /** Reporting periods, their occurrences and progress, and the membership reports. */
  memberReports: ['member-reports'],
  /** The transfer page's own list of the members it offers. */
  memberTransfer: ['member-transfer'],
  members: ['members'],
  /** The senders' side of notifications. */
  notifications: ['notifications'],
  organizations: ['organizations'],
  permissionGroups: ['permission-groups'],
  roles: ['roles'],
  staff: ['staff'],
  users: ['users'],
  zalo: ['zalo'],
} as const satisfies Record<string, QueryKey>;

const lookup = <const N extends string>(name: N) => [...ROOT.lookup, name] as const;

/** Each look-up endpoint's key: what a write elsewhere invalidates when it renames what a picker shows. */
export const LOOKUP = {
  categoryOptions: lookup('category-options'),
  grantableRoles: lookup('grantable-roles'),
  industrialZones: lookup('industrial-zones'),
  organizationName: lookup('organization-name'),
  organizationOptions: lookup('organization-list-all'),
  organizations: lookup('organizations'),
  positionOptions: lookup('position-list-all'),
  roleOptions: lookup('role-list-all'),
  staffOptions: lookup('staff-list-all'),
  transferTargets: lookup('transfer-targets'),
  userOptions: lookup('user-list-all-user'),
  wards: lookup('wards'),
  zaloStatus: lookup('zalo-status'),
} as const satisfies Record<string, QueryKey>;

/** An organisation's name shows in the organisation pickers, and the dashboard counts the unions. */
const ORGANIZATION = [
  ROOT.organizations,
  LOOKUP.organizations,
  LOOKUP.organizationOptions,
  LOOKUP.organizationName,
  ROOT.dashboard,
];
/** A database trigger keeps each union's member counts, which its pages and the dashboard show. */
const MEMBER = [ROOT.members, ROOT.memberTransfer, ROOT.organizations, ROOT.dashboard];

/**
 * What each kind of write changes: every write hook names its kind (`useWrite('member', …)`), and
 * the queries under these keys are read again once it succeeds. A write that changes more than its
 * own record (a trigger, an approval that applies a change) lists what it reaches here.
 */
export const CHANGED_BY = {
  /** A member created, edited, deleted, imported or its status changed. */
  member: MEMBER,
  /** Members moved to another union, or the requests to move them filed. */
  transfer: [...MEMBER, ROOT.approvals],
  /** A request filed or taken back: the lists of requests and the members they are about. */
  approvalRequest: [ROOT.approvals, ROOT.members],
  /** A request approved or rejected: an approved one applies its admission, edit or transfer. */
  approvalDecision: [ROOT.approvals, ...MEMBER],
  /**
   * A period or a report written (or the units reminded): a filed report waits among the pending
   * approvals, and the dashboard follows the open occurrences' progress.
   */
  report: [ROOT.memberReports, ROOT.approvals, ROOT.dashboard],
  /** A report approved or rejected: an approved one sets its union's declared figures. */
  reportDecision: [ROOT.memberReports, ROOT.approvals, ROOT.organizations, ROOT.dashboard],
  organization: ORGANIZATION,
  /** A company without a union: the dashboard counts them. */
  company: [ROOT.companies, ROOT.dashboard],
  /** A companies workbook may create zones too. */
  companyImport: [ROOT.companies, ROOT.categories, LOOKUP.industrialZones, ROOT.dashboard],
  /** A union founded from a company: the company leaves its list, the union joins the organisations. */
  unionFounded: [ROOT.companies, ...ORGANIZATION],
  /** Wards, zones, positions and the member categories: their lists, pickers and the dashboard's counts. */
  category: [
    ROOT.categories,
    LOOKUP.wards,
    LOOKUP.industrialZones,
    LOOKUP.positionOptions,
    LOOKUP.categoryOptions,
    ROOT.dashboard,
  ],
  /** An event, its files, notices, registrations or attendance: lists, page, calendar and the dashboard. */
  event: [ROOT.events, ROOT.dashboard],
  /** An event type: its list and selects, and the events that show its name and colour. */
  eventType: [ROOT.eventTypes, ROOT.events],
  notification: [ROOT.notifications],
  /** The dashboard counts the accounts by state and role. */
  user: [ROOT.users, LOOKUP.userOptions, ROOT.dashboard],
  /** A union's officers show on its page too. */
  staff: [ROOT.staff, LOOKUP.staffOptions, ROOT.organizations],
  role: [ROOT.roles, LOOKUP.roleOptions, LOOKUP.grantableRoles],
  /** A knowledge base category or article written, or an unanswered question turned into one or dismissed. */
  knowledge: [ROOT.assistant],
  /** A saved report definition written: the saved reports list. */
  savedReport: [ROOT.analytics],
  /** A conversation renamed or deleted, or a question asked (which may start or grow one). */
  assistantConversation: [ROOT.assistant],
  /** A link, an unlink, a sync, or a user made from a Zalo account. */
  zalo: [ROOT.zalo, LOOKUP.zaloStatus, ROOT.users, LOOKUP.userOptions],
} as const satisfies Record<string, readonly QueryKey[]>;

export type WriteKind = keyof typeof CHANGED_BY;

/**
 * The mutation of one write: `write` is the call, `kind` says what it changes; once it succeeds,
 * every query under `CHANGED_BY[kind]` is read again.
 */
export function useWrite<A, R>(kind: WriteKind, write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => invalidateKeys(client, CHANGED_BY[kind]) });
}
