import type { PermissionGridGroup } from './schemas/roles.js';

/**
 * The permission catalogue (docs/requirements.md, "Permissions"): subjects, actions, which actions each subject allows,
 * and the one mapping between a permission code and its (action, subject) pair.
 *
 * A code is `<action>-<subject>` in kebab case, with `read` spelled `view`
 * (e.g. `view-event`, `create-event-type`, `download-report-organization`).
 */
export const ACTIONS = [
  'create',
  'read',
  'update',
  'delete',
  'detail',
  'notify_event',
  'upload_file_event',
  'download_report',
  'import_excel',
  'download_sample',
  'statistic',
  'dynamic_field',
  'create_regular_report',
  'create_special_report',
  'link',
  'unlink',
  'transfer',
  'approve',
  'submit',
] as const;
export type Action = (typeof ACTIONS)[number];

export const SUBJECTS = [
  'event',
  'event-type',
  'role',
  'permission-group',
  'user',
  'notification',
  'organization',
  'organization-management',
  'dashboard',
  'event-management',
  'member-report',
  'common-category',
  'user-management',
  'ward',
  'zalo-account',
  'time-update',
  'membership-report',
  'industrial-zone',
  'position',
  'staff',
  'member',
  'approval',
  'category',
  'access-control',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** Subjects outside the catalogue: the guest default (docs/requirements.md, "Ability"), and CASL's 'all'. */
export type AppSubject = Subject | 'auth' | 'all';
export type AppAction = Action | 'manage';

const CRUD = ['read', 'create', 'update', 'delete'] as const satisfies readonly Action[];
const ROOT = ['read'] as const satisfies readonly Action[];

/** The allowed actions of docs/requirements.md, "Permissions", exactly; staff and position follow their category neighbours. */
export const ALLOWED_ACTIONS: Record<Subject, readonly Action[]> = {
  organization: [
    'read',
    'create',
    'update',
    'delete',
    'download_report',
    'import_excel',
    'download_sample',
    'statistic',
    'dynamic_field',
  ],
  event: ['read', 'create', 'update', 'delete', 'detail', 'notify_event', 'upload_file_event'],
  'event-type': CRUD,
  role: CRUD,
  user: CRUD,
  ward: CRUD,
  'industrial-zone': CRUD,
  position: CRUD,
  staff: CRUD,
  category: CRUD,
  member: ['read', 'create', 'update', 'delete', 'detail', 'import_excel', 'download_sample', 'transfer'],
  approval: ['read', 'approve', 'submit'],
  'permission-group': ['read'],
  // The page of one's own rights, the landing of the specification's 'client' role.
  'access-control': ['read'],
  notification: ['read', 'create', 'update', 'delete', 'detail'],
  'membership-report': ['read', 'create', 'update', 'delete', 'detail'],
  'time-update': ['read', 'create_regular_report', 'create_special_report', 'update', 'delete'],
  'zalo-account': ['read', 'link', 'unlink', 'detail'],
  dashboard: ROOT,
  'organization-management': ROOT,
  'event-management': ROOT,
  'member-report': ROOT,
  'common-category': ROOT,
  'user-management': ROOT,
};

export const SUBJECT_LABELS: Record<Subject, string> = {
  dashboard: 'Trang chủ',
  'organization-management': 'Quản lý công đoàn cơ sở',
  organization: 'Danh sách công đoàn',
  staff: 'Cán bộ công đoàn',
  'event-management': 'Quản lý sự kiện và công việc',
  'event-type': 'Loại sự kiện',
  event: 'Sự kiện',
  notification: 'Thông báo',
  'member-report': 'Báo cáo tình hình đoàn viên',
  'time-update': 'Thời gian cập nhật',
  'membership-report': 'Báo cáo đoàn số',
  'common-category': 'Danh mục dùng chung',
  ward: 'Xã/phường',
  'industrial-zone': 'Cụm/khu công nghiệp',
  position: 'Chức vụ',
  'user-management': 'Quản trị người dùng và phân quyền',
  'permission-group': 'Nhóm quyền',
  role: 'Vai trò',
  user: 'Người dùng',
  'zalo-account': 'Tài khoản Zalo',
  member: 'Đoàn viên',
  approval: 'Yêu cầu phê duyệt',
  category: 'Danh mục hồ sơ đoàn viên',
  'access-control': 'Quyền truy cập',
};

export const ACTION_LABELS: Record<Action, string> = {
  read: 'Xem',
  create: 'Thêm',
  update: 'Sửa',
  delete: 'Xóa',
  detail: 'Xem chi tiết',
  notify_event: 'Gửi thông báo sự kiện',
  upload_file_event: 'Tải tệp sự kiện',
  download_report: 'Xuất báo cáo',
  import_excel: 'Nhập Excel',
  download_sample: 'Tải file mẫu',
  statistic: 'Thống kê',
  dynamic_field: 'Trường tùy chỉnh',
  create_regular_report: 'Tạo kỳ báo cáo định kỳ',
  create_special_report: 'Tạo kỳ báo cáo đột xuất',
  link: 'Liên kết',
  unlink: 'Hủy liên kết',
  transfer: 'Chuyển sinh hoạt',
  approve: 'Phê duyệt',
  submit: 'Gửi yêu cầu',
};

/** Permission groups as the side menu groups the subjects (docs/requirements.md, "Permissions"). */
export const PERMISSION_GROUPS: readonly { code: string; name: string; subjects: readonly Subject[] }[] = [
  { code: 'home', name: 'Trang chủ', subjects: ['dashboard'] },
  {
    code: 'organization-management',
    name: 'Quản lý công đoàn cơ sở',
    subjects: ['organization-management', 'organization', 'staff', 'member', 'approval'],
  },
  {
    code: 'event-management',
    name: 'Quản lý sự kiện và công việc',
    subjects: ['event-management', 'event-type', 'event', 'notification'],
  },
  {
    code: 'member-report',
    name: 'Báo cáo tình hình đoàn viên',
    subjects: ['member-report', 'time-update', 'membership-report'],
  },
  {
    code: 'common-category',
    name: 'Danh mục dùng chung',
    subjects: ['common-category', 'ward', 'industrial-zone', 'position', 'category'],
  },
  {
    code: 'user-management',
    name: 'Quản trị người dùng và phân quyền',
    subjects: ['user-management', 'permission-group', 'role', 'user', 'zalo-account', 'access-control'],
  },
];

export interface PermissionPair {
  action: Action;
  subject: Subject;
}

const actionSlug = (action: Action) => (action === 'read' ? 'view' : action.replaceAll('_', '-'));
const ACTION_BY_SLUG = new Map(ACTIONS.map((a) => [actionSlug(a), a]));
// Longest first, so `create-event-type` is read as (create, event-type), not (create-event, type).
const SUBJECTS_LONGEST_FIRST = [...SUBJECTS].sort((a, b) => b.length - a.length);

export function isAllowedPair(action: string, subject: string): boolean {
  return (ALLOWED_ACTIONS[subject as Subject] as readonly string[] | undefined)?.includes(action) ?? false;
}

/** (action, subject) → code. Throws on a pair the catalogue does not allow. */
export function toPermissionCode({ action, subject }: PermissionPair): string {
  if (!isAllowedPair(action, subject))
    throw new Error(`Permission pair not in the catalogue: ${action} ${subject}`);
  return `${actionSlug(action)}-${subject}`;
}

/** code → (action, subject), or null for a code that names no allowed pair. */
export function parsePermissionCode(code: string): PermissionPair | null {
  for (const subject of SUBJECTS_LONGEST_FIRST) {
    if (!code.endsWith(`-${subject}`)) continue;
    const action = ACTION_BY_SLUG.get(code.slice(0, -subject.length - 1));
    if (action && isAllowedPair(action, subject)) return { action, subject };
  }
  return null;
}

/** Every allowed pair with its code, in catalogue order: what the database's permission table holds. */
export const PERMISSION_CATALOGUE: readonly (PermissionPair & { code: string; name: string })[] =
  SUBJECTS.flatMap((subject) =>
    ALLOWED_ACTIONS[subject].map((action) => ({
      action,
      subject,
      code: toPermissionCode({ action, subject }),
      name: `${ACTION_LABELS[action]} ${SUBJECT_LABELS[subject].toLowerCase()}`,
    })),
  );

/**
 * The grid of the rights page, straight from the catalogue: each group as the side menu groups its
 * subjects, each subject with only the actions it allows, each with its code.
 */
export const PERMISSION_GRID: PermissionGridGroup[] = PERMISSION_GROUPS.map((group) => ({
  code: group.code,
  name: group.name,
  subjects: group.subjects.map((subject) => ({
    subject,
    label: SUBJECT_LABELS[subject],
    actions: ALLOWED_ACTIONS[subject].map((action) => ({
      action,
      label: ACTION_LABELS[action],
      code: toPermissionCode({ action, subject }),
    })),
  })),
}));

const readCodeOf = (subject: Subject) => toPermissionCode({ action: 'read', subject });

/**
 * Any right on a subject includes reading it (docs/requirements.md, "Roles and rights"): 'Sửa' without 'Xem' would
 * edit what one cannot see. The codes given, with the read code of every subject they touch; unknown codes kept.
 */
export function withImpliedReads(codes: Iterable<string>): string[] {
  const out = new Set(codes);
  for (const code of [...out]) {
    const pair = parsePermissionCode(code);
    if (pair && isAllowedPair('read', pair.subject)) out.add(readCodeOf(pair.subject));
  }
  return [...out];
}

/** The codes of every right that depends on the given read codes: taking 'Xem' away takes the subject's other rights. */
export function dependentCodes(readCodes: Iterable<string>): string[] {
  const subjects = new Set<Subject>();
  for (const code of readCodes) {
    const pair = parsePermissionCode(code);
    if (pair?.action === 'read') subjects.add(pair.subject);
  }
  return PERMISSION_CATALOGUE.filter((p) => subjects.has(p.subject)).map((p) => p.code);
}

const pairsOf = (subject: Subject, actions: readonly Action[] = ALLOWED_ACTIONS[subject]): PermissionPair[] =>
  actions.map((action) => ({ action, subject }));

/**
 * The upper-case codes of the specification's second reading (docs/requirements.md, "Second-reading codes"),
 * each with the catalogue's (action, subject) pairs it stands for. A role's rights may be written with
 * them; they are stored as the codes of those pairs. MANAGE_X is every right on the subject, VIEW_X
 * reading it (and its detail where the subject has one), CREATE_X (singular) / UPDATE_X / DELETE_X one
 * right each. A code listed with no pair names no right of the catalogue and is refused (VIEW_AUDIT_LOGS:
 * a record's history is read with the right to read the record).
 */
export const SECOND_READING_PAIRS: Readonly<Record<string, readonly PermissionPair[]>> = {
  MANAGE_TRADE_UNIONS: pairsOf('organization'),
  VIEW_TRADE_UNIONS: pairsOf('organization', ['read']),
  CREATE_TRADE_UNION: pairsOf('organization', ['create']),
  UPDATE_TRADE_UNIONS: pairsOf('organization', ['update']),
  DELETE_TRADE_UNIONS: pairsOf('organization', ['delete']),
  MANAGE_MEMBERS: pairsOf('member'),
  VIEW_MEMBERS: pairsOf('member', ['read', 'detail']),
  CREATE_MEMBER: pairsOf('member', ['create']),
  UPDATE_MEMBERS: pairsOf('member', ['update']),
  DELETE_MEMBERS: pairsOf('member', ['delete']),
  MANAGE_EVENTS: pairsOf('event'),
  VIEW_EVENTS: pairsOf('event', ['read', 'detail']),
  CREATE_EVENT: pairsOf('event', ['create']),
  UPDATE_EVENTS: pairsOf('event', ['update']),
  DELETE_EVENTS: pairsOf('event', ['delete']),
  MANAGE_WARDS: pairsOf('ward'),
  VIEW_WARDS: pairsOf('ward', ['read']),
  CREATE_WARD: pairsOf('ward', ['create']),
  UPDATE_WARDS: pairsOf('ward', ['update']),
  DELETE_WARDS: pairsOf('ward', ['delete']),
  MANAGE_INDUSTRIAL_ZONES: pairsOf('industrial-zone'),
  VIEW_INDUSTRIAL_ZONES: pairsOf('industrial-zone', ['read']),
  CREATE_INDUSTRIAL_ZONE: pairsOf('industrial-zone', ['create']),
  UPDATE_INDUSTRIAL_ZONES: pairsOf('industrial-zone', ['update']),
  DELETE_INDUSTRIAL_ZONES: pairsOf('industrial-zone', ['delete']),
  // Publishing an event is sending its notice to the members.
  PUBLISH_EVENT: pairsOf('event', ['notify_event']),
  APPROVE_REQUESTS: pairsOf('approval', ['approve']),
  VIEW_APPROVALS: pairsOf('approval', ['read']),
  SUBMIT_APPROVAL: pairsOf('approval', ['submit']),
  // P13's report pages: reading and building reports is `statistic`, their files `download_report`.
  VIEW_REPORTS: pairsOf('organization', ['statistic']),
  CREATE_REPORTS: pairsOf('organization', ['statistic']),
  EXPORT_REPORTS: pairsOf('organization', ['download_report']),
  MANAGE_USERS: pairsOf('user'),
  MANAGE_PERMISSIONS: [...pairsOf('role'), ...pairsOf('permission-group')],
  VIEW_AUDIT_LOGS: [],
};

/** The same mapping as permission codes: what a role stores for each second-reading code. */
export const SECOND_READING_CODES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(SECOND_READING_PAIRS).map(([code, pairs]) => [code, pairs.map(toPermissionCode)]),
);

/** The second-reading codes among `codes` that stand for no right of the catalogue. */
export function unmappedSecondReading(codes: Iterable<string>): string[] {
  return [...codes].filter((code) => SECOND_READING_PAIRS[code]?.length === 0);
}

/** Codes with every second-reading code replaced by those it stands for; the others kept. */
export function expandSecondReading(codes: Iterable<string>): string[] {
  return [...new Set([...codes].flatMap((code) => SECOND_READING_CODES[code] ?? [code]))];
}
