import { SUBJECT_LABELS } from '@congdoan/shared';
import { type ComponentType, lazy } from 'react';
import type { AppRoute, MenuGroup, RoutePermission } from './route-types';

/**
 * The one route table (STYLE.md): every page's path, lazy component, title, breadcrumb parent,
 * menu placement and required permission. The side menu, the guard and the breadcrumbs are all
 * derived from it.
 */

function lazyPage<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const PlannedPage = lazyPage(() => import('../pages/planned-page'), 'PlannedPage');

const read = (subject: RoutePermission['subject']): RoutePermission => ({ subject });
const can = (action: RoutePermission['action'], subject: RoutePermission['subject']): RoutePermission => ({
  action,
  subject,
});

/** A page of a later issue: registered now so that menu, guard and breadcrumbs know it. */
function planned(
  path: string,
  title: string,
  permission: RoutePermission,
  extra: Partial<Pick<AppRoute, 'menu' | 'parent'>> = {},
): AppRoute {
  return { path, title, Page: PlannedPage, layout: 'app', permission, planned: true, ...extra };
}

export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    key: 'organization-management',
    label: SUBJECT_LABELS['organization-management'],
    icon: 'ApartmentOutlined',
    subject: 'organization-management',
  },
  {
    key: 'event-management',
    label: SUBJECT_LABELS['event-management'],
    icon: 'CalendarOutlined',
    subject: 'event-management',
  },
  {
    key: 'member-report',
    label: SUBJECT_LABELS['member-report'],
    icon: 'FileTextOutlined',
    subject: 'member-report',
  },
  {
    key: 'common-category',
    label: SUBJECT_LABELS['common-category'],
    icon: 'AppstoreOutlined',
    subject: 'common-category',
  },
  {
    key: 'user-management',
    label: SUBJECT_LABELS['user-management'],
    icon: 'SafetyCertificateOutlined',
    subject: 'user-management',
  },
];

const ORGANIZATIONS = '/trade-union/organizations';
const MEMBERS = '/trade-union/members/list';
const EVENTS = '/trade-union/events/list';
const NOTIFICATIONS = '/trade-union/notification-management';
const APPROVALS = '/trade-union/approval/pending';
const REPORTS = '/trade-union/reports/dashboard';

const tradeUnionRoutes: AppRoute[] = [
  {
    path: '/trade-union/dashboard',
    title: 'Trang chủ',
    Page: lazyPage(() => import('../../features/dashboard/pages/dashboard-page'), 'DashboardPage'),
    layout: 'app',
    permission: read('dashboard'),
    menu: { icon: 'HomeOutlined' },
  },

  // Quản lý công đoàn cơ sở
  {
    path: ORGANIZATIONS,
    title: 'Danh sách công đoàn cơ sở',
    Page: lazyPage(
      () => import('../../features/organizations/pages/organizations-list-page'),
      'OrganizationsListPage',
    ),
    layout: 'app',
    permission: read('organization'),
    menu: { group: 'organization-management', icon: 'BankOutlined', label: 'Danh sách công đoàn' },
  },
  {
    path: '/trade-union/organizations/create',
    title: 'Thêm công đoàn cơ sở',
    Page: lazyPage(
      () => import('../../features/organizations/pages/organization-form-page'),
      'OrganizationFormPage',
    ),
    layout: 'app',
    permission: can('create', 'organization'),
    parent: ORGANIZATIONS,
  },
  {
    path: '/trade-union/organizations/edit/:id',
    title: 'Cập nhật công đoàn cơ sở',
    Page: lazyPage(
      () => import('../../features/organizations/pages/organization-form-page'),
      'OrganizationFormPage',
    ),
    layout: 'app',
    permission: can('update', 'organization'),
    parent: ORGANIZATIONS,
  },
  {
    path: '/trade-union/organizations/detail/:id',
    title: 'Chi tiết công đoàn cơ sở',
    Page: lazyPage(
      () => import('../../features/organizations/pages/organization-detail-page'),
      'OrganizationDetailPage',
    ),
    layout: 'app',
    permission: read('organization'),
    parent: ORGANIZATIONS,
  },
  {
    path: '/trade-union/organizations/dynamic-fields',
    title: 'Trường tùy chỉnh',
    Page: lazyPage(
      () => import('../../features/organizations/pages/dynamic-fields-page'),
      'DynamicFieldsPage',
    ),
    layout: 'app',
    permission: can('dynamic_field', 'organization'),
    parent: ORGANIZATIONS,
  },
  {
    path: '/trade-union/organizations/organizational-structure',
    title: 'Cơ cấu tổ chức',
    Page: lazyPage(
      () => import('../../features/organizations/pages/organizational-structure-page'),
      'OrganizationalStructurePage',
    ),
    layout: 'app',
    permission: read('organization'),
    parent: ORGANIZATIONS,
  },
  {
    path: '/trade-union/staff',
    title: 'Quản lý cán bộ công đoàn',
    Page: lazyPage(() => import('../../features/staff/pages/staff-list-page'), 'StaffListPage'),
    layout: 'app',
    permission: read('staff'),
    menu: { group: 'organization-management', icon: 'TeamOutlined' },
  },
  // Union members belong to a grassroots union: they follow the organisation's rights.
  planned(MEMBERS, 'Danh sách đoàn viên', read('organization'), { parent: ORGANIZATIONS }),
  planned('/trade-union/members/create', 'Thêm đoàn viên', can('update', 'organization'), {
    parent: MEMBERS,
  }),
  planned('/trade-union/members/detail/:id', 'Chi tiết đoàn viên', read('organization'), { parent: MEMBERS }),
  planned('/trade-union/members/edit/:id', 'Cập nhật đoàn viên', can('update', 'organization'), {
    parent: MEMBERS,
  }),
  planned('/trade-union/members/transfer', 'Chuyển sinh hoạt đoàn viên', can('update', 'organization'), {
    parent: MEMBERS,
  }),
  planned('/trade-union/members/import', 'Nhập đoàn viên từ Excel', can('import_excel', 'organization'), {
    parent: MEMBERS,
  }),

  // Quản lý sự kiện và công việc
  planned('/trade-union/event-types', 'Loại sự kiện', read('event-type'), {
    menu: { group: 'event-management', icon: 'TagsOutlined' },
  }),
  planned(EVENTS, 'Danh sách sự kiện', read('event'), {
    menu: { group: 'event-management', icon: 'ScheduleOutlined' },
  }),
  planned('/trade-union/events/create', 'Tạo sự kiện', can('create', 'event'), { parent: EVENTS }),
  planned('/trade-union/events/detail/:id', 'Chi tiết sự kiện', can('detail', 'event'), { parent: EVENTS }),
  planned('/trade-union/events/edit/:id', 'Cập nhật sự kiện', can('update', 'event'), { parent: EVENTS }),
  planned('/trade-union/events/calendar', 'Lịch sự kiện', read('event'), { parent: EVENTS }),
  planned('/trade-union/events/registrations', 'Đăng ký tham gia sự kiện', read('event'), { parent: EVENTS }),
  planned(NOTIFICATIONS, 'Quản lý thông báo', read('notification'), {
    menu: { group: 'event-management', icon: 'NotificationOutlined' },
  }),
  planned('/trade-union/notification-test', 'Gửi thử thông báo', can('create', 'notification'), {
    parent: NOTIFICATIONS,
  }),

  // Báo cáo tình hình đoàn viên
  planned('/trade-union/member-reports/time-updates', 'Quản lý thời gian cập nhật', read('time-update'), {
    menu: { group: 'member-report', icon: 'FieldTimeOutlined' },
  }),
  planned('/trade-union/member-reports/reports', 'Quản lý báo cáo đoàn số', read('membership-report'), {
    menu: { group: 'member-report', icon: 'BarChartOutlined' },
  }),
  planned(APPROVALS, 'Yêu cầu chờ phê duyệt', can('update', 'membership-report')),
  planned('/trade-union/approval/my-requests', 'Yêu cầu của tôi', read('membership-report'), {
    parent: APPROVALS,
  }),
  planned(
    '/trade-union/approval/member-update',
    'Đề nghị cập nhật đoàn viên',
    can('create', 'membership-report'),
    { parent: APPROVALS },
  ),
  planned('/trade-union/approval/history', 'Lịch sử phê duyệt', read('membership-report'), {
    parent: APPROVALS,
  }),
  planned('/trade-union/approval/detail/:id', 'Chi tiết yêu cầu', can('detail', 'membership-report'), {
    parent: APPROVALS,
  }),
  planned(REPORTS, 'Tổng quan báo cáo', read('membership-report')),
  planned('/trade-union/reports/periodic', 'Báo cáo định kỳ', read('membership-report'), { parent: REPORTS }),
  planned('/trade-union/reports/custom', 'Báo cáo tùy chỉnh', read('membership-report'), { parent: REPORTS }),
  planned('/trade-union/reports/export', 'Xuất báo cáo', can('download_report', 'organization'), {
    parent: REPORTS,
  }),
  planned('/trade-union/statistics/overview', 'Thống kê tổng quan', can('statistic', 'organization')),
  planned('/trade-union/ai-chatbot', 'Trợ lý AI', read('dashboard')),

  // Danh mục dùng chung
  {
    path: '/trade-union/common/wards',
    title: 'Xã/phường',
    Page: lazyPage(() => import('../../features/categories/pages/wards-page'), 'WardsPage'),
    layout: 'app',
    permission: read('ward'),
    menu: { group: 'common-category', icon: 'EnvironmentOutlined' },
  },
  {
    path: '/trade-union/common/industrial-zones',
    title: 'Cụm/khu công nghiệp',
    Page: lazyPage(
      () => import('../../features/categories/pages/industrial-zones-page'),
      'IndustrialZonesPage',
    ),
    layout: 'app',
    permission: read('industrial-zone'),
    menu: { group: 'common-category', icon: 'ClusterOutlined' },
  },
  {
    path: '/trade-union/positions',
    title: 'Chức vụ',
    Page: lazyPage(() => import('../../features/categories/pages/positions-page'), 'PositionsPage'),
    layout: 'app',
    permission: read('position'),
    menu: { group: 'common-category', icon: 'IdcardOutlined' },
  },

  // Quản trị người dùng và phân quyền
  {
    path: '/trade-union/users/roles-permissions',
    title: 'Quyền chức năng cơ bản',
    Page: lazyPage(() => import('../../features/roles/pages/roles-permissions-page'), 'RolesPermissionsPage'),
    layout: 'app',
    permission: read('role'),
    menu: { group: 'user-management', icon: 'KeyOutlined' },
  },
  {
    path: '/trade-union/users/role-management',
    title: 'Quản lý vai trò',
    Page: lazyPage(() => import('../../features/roles/pages/role-management-page'), 'RoleManagementPage'),
    layout: 'app',
    permission: read('role'),
    menu: { group: 'user-management', icon: 'SolutionOutlined' },
  },
  {
    path: '/trade-union/users/list',
    title: 'Danh sách người dùng',
    Page: lazyPage(() => import('../../features/users/pages/users-list-page'), 'UsersListPage'),
    layout: 'app',
    permission: read('user'),
    menu: { group: 'user-management', icon: 'UserOutlined' },
  },
  planned('/trade-union/users/zalo-accounts', 'Tài khoản Zalo', read('zalo-account'), {
    menu: { group: 'user-management', icon: 'MessageOutlined' },
  }),
];

const accountRoutes: AppRoute[] = [
  {
    path: '/pages/profile',
    title: 'Thông tin cá nhân',
    Page: lazyPage(() => import('../../features/account/pages/profile-page'), 'ProfilePage'),
    layout: 'app',
  },
  {
    path: '/pages/account-settings',
    title: 'Cài đặt tài khoản',
    Page: lazyPage(() => import('../../features/account/pages/account-settings-page'), 'AccountSettingsPage'),
    layout: 'app',
    parent: '/pages/profile',
  },
  {
    path: '/pages/change-password',
    title: 'Đổi mật khẩu',
    Page: lazyPage(() => import('../../features/account/pages/change-password-page'), 'ChangePasswordPage'),
    layout: 'app',
    parent: '/pages/profile',
  },
  {
    path: '/access-control',
    title: 'Quyền truy cập',
    Page: lazyPage(
      () => import('../../features/access-control/pages/access-control-page'),
      'AccessControlPage',
    ),
    layout: 'app',
    permission: read('access-control'),
  },
];

const LoginPage = lazyPage(() => import('../../features/auth/pages/login-page'), 'LoginPage');
const ForgotPasswordPage = lazyPage(
  () => import('../../features/auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
);

const publicRoutes: AppRoute[] = [
  { path: '/login', title: 'Đăng nhập', Page: LoginPage, layout: 'blank', public: true, guestOnly: true },
  {
    path: '/register',
    title: 'Đăng ký tài khoản',
    Page: lazyPage(() => import('../../features/auth/pages/register-page'), 'RegisterPage'),
    layout: 'blank',
    public: true,
    guestOnly: true,
  },
  {
    path: '/forgot-password',
    title: 'Quên mật khẩu',
    Page: ForgotPasswordPage,
    layout: 'blank',
    public: true,
    guestOnly: true,
  },
  {
    path: '/auth/forgot-password',
    title: 'Quên mật khẩu',
    Page: ForgotPasswordPage,
    layout: 'blank',
    public: true,
    guestOnly: true,
  },
  {
    path: '/auth/confirm-reset-code',
    title: 'Đặt lại mật khẩu',
    Page: lazyPage(() => import('../../features/auth/pages/confirm-reset-code-page'), 'ConfirmResetCodePage'),
    layout: 'blank',
    public: true,
    guestOnly: true,
  },
  {
    path: '/pages/select-function',
    title: 'Chọn chức năng',
    Page: lazyPage(() => import('../pages/select-function-page'), 'SelectFunctionPage'),
    layout: 'blank',
    public: true,
    guestOnly: true,
  },
  {
    path: '/misc/coming-soon',
    title: 'Sắp ra mắt',
    Page: lazyPage(() => import('../../features/misc/pages/coming-soon-page'), 'ComingSoonPage'),
    layout: 'blank',
    public: true,
  },
  {
    path: '/misc/not-authorized',
    title: 'Không có quyền truy cập',
    Page: lazyPage(() => import('../../features/misc/pages/not-authorized-page'), 'NotAuthorizedPage'),
    layout: 'blank',
    public: true,
  },
  {
    path: '/misc/maintenance',
    title: 'Bảo trì hệ thống',
    Page: lazyPage(() => import('../../features/misc/pages/maintenance-page'), 'MaintenancePage'),
    layout: 'blank',
    public: true,
  },
  {
    path: '/misc/error',
    title: 'Đã có lỗi xảy ra',
    Page: lazyPage(() => import('../../features/misc/pages/error-page'), 'ErrorPage'),
    layout: 'blank',
    public: true,
  },
];

export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  title: 'Không tìm thấy trang',
  Page: lazyPage(() => import('../../features/misc/pages/not-found-page'), 'NotFoundPage'),
  layout: 'blank',
  public: true,
};

export const ROUTES: readonly AppRoute[] = [...tradeUnionRoutes, ...accountRoutes, ...publicRoutes];
