import { ADMIN_GROUP_ID } from './limits.js';
import { type Action, PERMISSION_CATALOGUE, SUBJECTS, type Subject } from './permissions.js';
import type { RoleIcon } from './schemas/roles.js';

/**
 * Data scope of a role (docs/requirements.md, "Data scope"): the rows a user of that role may see.
 * - province: everything
 * - ward: rows of the user's xaPhuongId
 * - zone: rows of the user's cumKhuCnId
 * - organization: the user's organisation and its descendants
 * - self: only what belongs to the user
 */
export const DATA_SCOPES = ['province', 'ward', 'zone', 'organization', 'self'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export const DATA_SCOPE_LABELS: Record<DataScope, string> = {
  province: 'Toàn tỉnh',
  ward: 'Theo xã/phường của người dùng',
  zone: 'Theo cụm/khu công nghiệp của người dùng',
  organization: 'Đơn vị của người dùng và các đơn vị trực thuộc',
  self: 'Chỉ dữ liệu của bản thân',
};

export const ROLE_IDS = {
  admin: 0,
  provincialOfficer: 1,
  chair: 2,
  viceChair: 3,
  executiveMember: 4,
  member: 5,
} as const;

type Grants = Partial<Record<Subject, readonly Action[] | 'all'>>;

const ROOTS: Grants = {
  dashboard: 'all',
  'organization-management': 'all',
  'event-management': 'all',
  'member-report': 'all',
  'common-category': 'all',
};

/**
 * The seeded roles (docs/requirements.md, "Roles") and what each may do by default. Administrators may change the
 * grants later on the rights page; this table is only the starting point.
 */
export const SEEDED_ROLES: readonly {
  id: number;
  name: string;
  description: string;
  scope: DataScope;
  icon: RoleIcon;
  /** ADMIN_GROUP_ID for the administrators (manage all). */
  userGroupId?: number;
  grants: Grants;
}[] = [
  {
    id: ROLE_IDS.admin,
    name: 'Quản trị hệ thống',
    description: 'Toàn quyền trên hệ thống',
    scope: 'province',
    icon: 'SafetyCertificateOutlined',
    userGroupId: ADMIN_GROUP_ID,
    grants: Object.fromEntries(SUBJECTS.map((s) => [s, 'all'])),
  },
  {
    id: ROLE_IDS.provincialOfficer,
    name: 'Cán bộ Liên đoàn Lao động tỉnh',
    description: 'Quản lý toàn bộ công đoàn cơ sở, sự kiện, báo cáo và danh mục của tỉnh',
    scope: 'province',
    icon: 'BankOutlined',
    grants: {
      ...ROOTS,
      'user-management': 'all',
      organization: 'all',
      staff: 'all',
      event: 'all',
      'event-type': 'all',
      notification: 'all',
      'membership-report': 'all',
      'time-update': 'all',
      ward: 'all',
      'industrial-zone': 'all',
      position: 'all',
      category: 'all',
      member: 'all',
      approval: 'all',
      user: ['read', 'create', 'update'],
      role: ['read'],
      'permission-group': ['read'],
      'zalo-account': 'all',
    },
  },
  {
    id: ROLE_IDS.chair,
    name: 'Chủ tịch công đoàn cơ sở',
    description: 'Quản lý công đoàn cơ sở của mình và các đơn vị trực thuộc',
    scope: 'organization',
    icon: 'CrownOutlined',
    grants: {
      ...ROOTS,
      'user-management': 'all',
      organization: ['read', 'update', 'download_report', 'import_excel', 'download_sample', 'statistic'],
      staff: 'all',
      event: 'all',
      'event-type': ['read'],
      notification: 'all',
      'membership-report': 'all',
      'time-update': ['read'],
      ward: ['read'],
      'industrial-zone': ['read'],
      position: ['read'],
      category: ['read'],
      member: 'all',
      approval: 'all',
      user: ['read', 'create', 'update'],
    },
  },
  {
    id: ROLE_IDS.viceChair,
    name: 'Phó chủ tịch công đoàn cơ sở',
    description: 'Cùng chủ tịch quản lý công đoàn cơ sở, không được xóa',
    scope: 'organization',
    icon: 'StarOutlined',
    grants: {
      ...ROOTS,
      organization: ['read', 'update', 'download_report', 'statistic'],
      staff: ['read', 'create', 'update'],
      event: ['read', 'create', 'update', 'detail', 'notify_event', 'upload_file_event'],
      'event-type': ['read'],
      notification: ['read', 'create', 'update', 'detail'],
      'membership-report': ['read', 'create', 'update', 'detail'],
      'time-update': ['read'],
      ward: ['read'],
      'industrial-zone': ['read'],
      position: ['read'],
      category: ['read'],
      member: ['read', 'create', 'update', 'detail', 'import_excel', 'download_sample', 'transfer'],
      approval: 'all',
    },
  },
  {
    id: ROLE_IDS.executiveMember,
    name: 'Ủy viên Ban chấp hành',
    description: 'Xem thông tin công đoàn cơ sở, tham gia sự kiện và lập báo cáo',
    scope: 'organization',
    icon: 'TeamOutlined',
    grants: {
      ...ROOTS,
      organization: ['read'],
      staff: ['read'],
      event: ['read', 'detail'],
      'event-type': ['read'],
      notification: ['read', 'detail'],
      'membership-report': ['read', 'create', 'detail'],
      'time-update': ['read'],
      ward: ['read'],
      'industrial-zone': ['read'],
      position: ['read'],
      category: ['read'],
      member: ['read', 'detail'],
      approval: ['read', 'submit'],
    },
  },
  {
    id: ROLE_IDS.member,
    name: 'Đoàn viên công đoàn',
    description: 'Xem sự kiện, thông báo và hồ sơ của bản thân',
    scope: 'self',
    icon: 'UserOutlined',
    grants: {
      dashboard: 'all',
      'event-management': 'all',
      event: ['read', 'detail'],
      'event-type': ['read'],
      notification: ['read', 'detail'],
      // The lists their own record's request form chooses from.
      category: ['read'],
      // A member's scope is 'self': they read their own record and ask for changes to it.
      member: ['read', 'detail'],
      approval: ['read', 'submit'],
    },
  },
];

/** The permission codes a seeded role starts with. */
export function seededRoleCodes(grants: Grants): string[] {
  return PERMISSION_CATALOGUE.filter((p) => {
    const g = grants[p.subject];
    return g === 'all' || g?.includes(p.action);
  }).map((p) => p.code);
}
