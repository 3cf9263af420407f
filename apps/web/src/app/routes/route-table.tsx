import type { ComponentType } from 'react';
import { paths } from '../../config/paths';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { menuGroupsFrom } from './menu-groups';
import type { AppRoute, MenuGroup, RoutePermission } from './route-types';

/**
 * The one route table (docs/architecture.md, "Route table"): every page's path, lazy component, title, breadcrumb parent,
 * menu placement and required permission. The side menu, the guard and the breadcrumbs are all
 * derived from it.
 */

function lazyPage<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return preloadableLazy(load, name);
}

const PlannedPage = lazyPage(() => import('../pages/planned-page'), 'PlannedPage');

const read = (subject: RoutePermission['subject']): RoutePermission => ({ subject });
const can = (action: RoutePermission['action'], subject: RoutePermission['subject']): RoutePermission => ({
  action,
  subject,
});

/**
 * A page of a later issue: registered now so that menu, guard and breadcrumbs know it. None is left
 * since the assistant was built; exported so that the next issue's pages can be registered ahead.
 */
export function planned(
  path: string,
  title: string,
  permission: RoutePermission,
  extra: Partial<Pick<AppRoute, 'menu' | 'parent'>> = {},
): AppRoute {
  return { path, title, Page: PlannedPage, layout: 'app', permission, planned: true, ...extra };
}

/** The side menu's groups: the permission catalogue's groups, each with its icon. */
export const MENU_GROUPS: readonly MenuGroup[] = menuGroupsFrom({
  'organization-management': 'ApartmentOutlined',
  'event-management': 'CalendarOutlined',
  'member-report': 'FileTextOutlined',
  'common-category': 'AppstoreOutlined',
  'user-management': 'SafetyCertificateOutlined',
});

const ORGANIZATIONS = paths.organizations.list.path;
const MEMBERS = paths.members.list.path;
const EVENTS = paths.events.list.path;
const NOTIFICATIONS = paths.notifications.management.path;
const APPROVALS = paths.approval.pending.path;
const REPORTS = paths.reports.dashboard.path;

const tradeUnionRoutes: AppRoute[] = [
  {
    path: paths.home.path,
    title: 'Trang chủ',
    Page: lazyPage(() => import('../pages/home-page'), 'HomePage'),
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
    menu: { icon: 'BankOutlined', label: 'Danh sách công đoàn' },
  },
  {
    path: paths.organizations.create.path,
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
    path: paths.organizations.edit.path,
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
    path: paths.organizations.detail.path,
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
    path: paths.organizations.dynamicFields.path,
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
    path: paths.organizations.structure.path,
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
    path: paths.organizations.companies.path,
    title: 'Công ty chưa có công đoàn',
    Page: lazyPage(() => import('../../features/companies/pages/companies-list-page'), 'CompaniesListPage'),
    layout: 'app',
    permission: read('organization'),
    menu: { icon: 'ShopOutlined' },
  },
  {
    path: paths.staff.list.path,
    title: 'Quản lý cán bộ công đoàn',
    Page: lazyPage(() => import('../../features/staff/pages/staff-list-page'), 'StaffListPage'),
    layout: 'app',
    permission: read('staff'),
    menu: { icon: 'TeamOutlined' },
  },
  // Union members (đoàn viên) of the grassroots unions.
  {
    path: MEMBERS,
    title: 'Danh sách đoàn viên',
    Page: lazyPage(() => import('../../features/members/pages/members-list-page'), 'MembersListPage'),
    layout: 'app',
    permission: read('member'),
    menu: { icon: 'ContactsOutlined' },
  },
  {
    path: paths.members.create.path,
    title: 'Thêm đoàn viên',
    Page: lazyPage(() => import('../../features/members/pages/member-form-page'), 'MemberFormPage'),
    layout: 'app',
    permission: can('create', 'member'),
    parent: MEMBERS,
  },
  {
    // A caller who may not admit asks for it (the members' form, sent as an approval request).
    path: paths.members.admission.path,
    title: 'Đề nghị kết nạp đoàn viên',
    Page: lazyPage(() => import('../pages/member-admission-page'), 'MemberAdmissionPage'),
    layout: 'app',
    permission: can('submit', 'approval'),
    parent: MEMBERS,
  },
  {
    path: paths.members.detail.path,
    title: 'Chi tiết đoàn viên',
    Page: lazyPage(() => import('../../features/members/pages/member-detail-page'), 'MemberDetailPage'),
    layout: 'app',
    permission: can('detail', 'member'),
    parent: MEMBERS,
  },
  {
    path: paths.members.edit.path,
    title: 'Cập nhật đoàn viên',
    Page: lazyPage(() => import('../../features/members/pages/member-form-page'), 'MemberFormPage'),
    layout: 'app',
    permission: can('update', 'member'),
    parent: MEMBERS,
  },
  {
    path: paths.members.transfer.path,
    title: 'Chuyển sinh hoạt đoàn viên',
    Page: lazyPage(
      () => import('../../features/member-transfer/pages/member-transfer-page'),
      'MemberTransferPage',
    ),
    layout: 'app',
    permission: can('transfer', 'member'),
    parent: MEMBERS,
  },
  {
    path: paths.members.import.path,
    title: 'Nhập đoàn viên từ Excel',
    Page: lazyPage(() => import('../../features/members/pages/member-import-page'), 'MemberImportPage'),
    layout: 'app',
    permission: can('import_excel', 'member'),
    parent: MEMBERS,
  },
  // Approval requests: what the caller may decide, their own requests, the decided ones.
  {
    path: APPROVALS,
    title: 'Yêu cầu chờ phê duyệt',
    Page: lazyPage(() => import('../../features/approvals/pages/pending-page'), 'PendingPage'),
    layout: 'app',
    // Only a decider finds anything here; a requester follows theirs under "Yêu cầu của tôi".
    permission: can('approve', 'approval'),
    menu: { icon: 'AuditOutlined' },
  },
  {
    path: paths.approval.myRequests.path,
    title: 'Yêu cầu của tôi',
    Page: lazyPage(() => import('../../features/approvals/pages/my-requests-page'), 'MyRequestsPage'),
    layout: 'app',
    permission: read('approval'),
    menu: { icon: 'SendOutlined' },
  },
  {
    path: paths.approval.memberUpdate.path,
    title: 'Đề nghị cập nhật thông tin',
    Page: lazyPage(() => import('../../features/approvals/pages/member-update-page'), 'MemberUpdatePage'),
    layout: 'app',
    permission: can('submit', 'approval'),
    parent: paths.approval.myRequests.path,
  },
  {
    path: paths.approval.history.path,
    title: 'Lịch sử phê duyệt',
    Page: lazyPage(() => import('../../features/approvals/pages/history-page'), 'HistoryPage'),
    layout: 'app',
    permission: can('approve', 'approval'),
    menu: { icon: 'HistoryOutlined' },
  },
  {
    path: paths.approval.detail.path,
    title: 'Chi tiết yêu cầu',
    Page: lazyPage(() => import('../../features/approvals/pages/approval-detail-page'), 'ApprovalDetailPage'),
    layout: 'app',
    permission: read('approval'),
    parent: APPROVALS,
  },

  // Quản lý sự kiện và công việc
  {
    path: paths.events.types.path,
    title: 'Loại sự kiện',
    Page: lazyPage(() => import('../../features/events/pages/event-types-page'), 'EventTypesPage'),
    layout: 'app',
    permission: read('event-type'),
    menu: { icon: 'TagsOutlined' },
  },
  {
    path: EVENTS,
    title: 'Danh sách sự kiện',
    Page: lazyPage(() => import('../../features/events/pages/events-list-page'), 'EventsListPage'),
    layout: 'app',
    permission: read('event'),
    menu: { icon: 'ScheduleOutlined' },
  },
  {
    path: paths.events.create.path,
    title: 'Tạo sự kiện',
    Page: lazyPage(() => import('../../features/events/pages/event-form-page'), 'EventFormPage'),
    layout: 'app',
    permission: can('create', 'event'),
    parent: EVENTS,
  },
  {
    path: paths.events.detail.path,
    title: 'Chi tiết sự kiện',
    Page: lazyPage(() => import('../../features/events/pages/event-detail-page'), 'EventDetailPage'),
    layout: 'app',
    permission: can('detail', 'event'),
    parent: EVENTS,
  },
  {
    path: paths.events.edit.path,
    title: 'Cập nhật sự kiện',
    Page: lazyPage(() => import('../../features/events/pages/event-form-page'), 'EventFormPage'),
    layout: 'app',
    permission: can('update', 'event'),
    parent: EVENTS,
  },
  {
    path: paths.events.calendar.path,
    title: 'Lịch sự kiện',
    // FullCalendar comes with this page's chunk only (docs/decisions.md, "The events calendar: FullCalendar 6")
    Page: lazyPage(() => import('../../features/events/pages/events-calendar-page'), 'EventsCalendarPage'),
    layout: 'app',
    permission: read('event'),
    parent: EVENTS,
  },
  {
    path: paths.events.registrations.path,
    title: 'Đăng ký tham gia sự kiện',
    Page: lazyPage(() => import('../../features/events/pages/registrations-page'), 'RegistrationsPage'),
    layout: 'app',
    permission: read('event'),
    parent: EVENTS,
  },
  {
    path: NOTIFICATIONS,
    title: 'Quản lý thông báo',
    Page: lazyPage(
      () => import('../../features/notifications/pages/notification-management-page'),
      'NotificationManagementPage',
    ),
    layout: 'app',
    permission: read('notification'),
    menu: { icon: 'NotificationOutlined' },
  },
  {
    path: paths.notifications.test.path,
    title: 'Gửi thử thông báo',
    Page: lazyPage(
      () => import('../../features/notifications/pages/notification-test-page'),
      'NotificationTestPage',
    ),
    layout: 'app',
    permission: can('create', 'notification'),
    parent: NOTIFICATIONS,
  },

  // Báo cáo tình hình đoàn viên
  {
    path: paths.memberReports.timeUpdates.path,
    title: 'Quản lý thời gian cập nhật',
    Page: lazyPage(() => import('../../features/member-reports/pages/time-updates-page'), 'TimeUpdatesPage'),
    layout: 'app',
    permission: read('time-update'),
    menu: { icon: 'FieldTimeOutlined' },
  },
  {
    path: paths.memberReports.reports.path,
    title: 'Quản lý báo cáo đoàn số',
    Page: lazyPage(() => import('../../features/member-reports/pages/reports-page'), 'ReportsPage'),
    layout: 'app',
    permission: read('membership-report'),
    menu: { icon: 'BarChartOutlined' },
  },
  {
    path: REPORTS,
    title: 'Tổng quan báo cáo',
    Page: lazyPage(
      () => import('../../features/analytics/dashboard/pages/reports-dashboard-page'),
      'ReportsDashboardPage',
    ),
    layout: 'app',
    permission: can('statistic', 'organization'),
    menu: { icon: 'BarChartOutlined' },
  },
  {
    path: paths.reports.periodic.path,
    title: 'Báo cáo định kỳ',
    Page: lazyPage(
      () => import('../../features/analytics/periodic/pages/periodic-report-page'),
      'PeriodicReportPage',
    ),
    layout: 'app',
    permission: read('membership-report'),
    parent: REPORTS,
    menu: { icon: 'FileTextOutlined' },
  },
  {
    path: paths.reports.custom.path,
    title: 'Báo cáo tùy chỉnh',
    Page: lazyPage(
      () => import('../../features/analytics/custom/pages/custom-report-page'),
      'CustomReportPage',
    ),
    layout: 'app',
    permission: can('statistic', 'organization'),
    parent: REPORTS,
    menu: { icon: 'AppstoreOutlined' },
  },
  {
    path: paths.reports.export.path,
    title: 'Xuất báo cáo',
    Page: lazyPage(() => import('../../features/analytics/export/pages/export-page'), 'ExportPage'),
    layout: 'app',
    permission: can('download_report', 'organization'),
    parent: REPORTS,
    menu: { icon: 'ProfileOutlined' },
  },
  {
    path: paths.statistics.overview.path,
    title: 'Thống kê tổng quan',
    Page: lazyPage(
      () => import('../../features/analytics/overview/pages/statistics-overview-page'),
      'StatisticsOverviewPage',
    ),
    layout: 'app',
    permission: can('statistic', 'organization'),
    menu: { icon: 'BarChartOutlined' },
  },

  // Danh mục dùng chung
  {
    path: paths.categories.wards.path,
    title: 'Xã/phường',
    Page: lazyPage(() => import('../../features/categories/pages/wards-page'), 'WardsPage'),
    layout: 'app',
    permission: read('ward'),
    menu: { icon: 'EnvironmentOutlined' },
  },
  {
    path: paths.categories.industrialZones.path,
    title: 'Cụm/khu công nghiệp',
    Page: lazyPage(
      () => import('../../features/categories/pages/industrial-zones-page'),
      'IndustrialZonesPage',
    ),
    layout: 'app',
    permission: read('industrial-zone'),
    menu: { icon: 'ClusterOutlined' },
  },
  {
    path: paths.categories.positions.path,
    title: 'Chức vụ',
    Page: lazyPage(() => import('../../features/categories/pages/positions-page'), 'PositionsPage'),
    layout: 'app',
    permission: read('position'),
    menu: { icon: 'IdcardOutlined' },
  },
  {
    // One entry for every kind; an unknown kind shows the not-found state.
    path: paths.categories.items.path,
    title: 'Danh mục hồ sơ đoàn viên',
    Page: lazyPage(() => import('../../features/categories/pages/category-items-page'), 'CategoryItemsPage'),
    layout: 'app',
    permission: read('category'),
    menu: { icon: 'ProfileOutlined', href: paths.categories.items.getHref('ethnics') },
  },

  // Quản trị người dùng và phân quyền
  {
    path: paths.users.rights.path,
    title: 'Quyền chức năng cơ bản',
    Page: lazyPage(() => import('../../features/roles/pages/roles-permissions-page'), 'RolesPermissionsPage'),
    layout: 'app',
    permission: read('role'),
    menu: { icon: 'KeyOutlined' },
  },
  {
    path: paths.users.roles.path,
    title: 'Quản lý vai trò',
    Page: lazyPage(() => import('../../features/roles/pages/role-management-page'), 'RoleManagementPage'),
    layout: 'app',
    permission: read('role'),
    menu: { icon: 'SolutionOutlined' },
  },
  {
    path: paths.users.list.path,
    title: 'Danh sách người dùng',
    Page: lazyPage(() => import('../../features/users/pages/users-list-page'), 'UsersListPage'),
    layout: 'app',
    permission: read('user'),
    menu: { icon: 'UserOutlined' },
  },
  {
    path: paths.users.zaloAccounts.path,
    title: 'Tài khoản Zalo',
    Page: lazyPage(() => import('../../features/zalo/pages/zalo-accounts-page'), 'ZaloAccountsPage'),
    layout: 'app',
    permission: read('zalo-account'),
    menu: { icon: 'MessageOutlined' },
  },
  // Open to every signed-in user, each asking within their own data scope: no permission, and the
  // menu's last entry, so that no role lands on it (firstMenuPath skips it).
  {
    path: paths.assistant.path,
    title: 'Trợ lý AI',
    Page: lazyPage(() => import('../../features/assistant/pages/assistant-page'), 'AssistantPage'),
    layout: 'app',
    menu: { icon: 'RobotOutlined' },
  },
  {
    path: paths.assistantKnowledge.path,
    title: 'Cơ sở tri thức trợ lý',
    Page: lazyPage(() => import('../../features/assistant/knowledge/pages/knowledge-page'), 'KnowledgePage'),
    layout: 'app',
    // Administrators only: no catalogue right grants it, only the administrators' manage-all.
    permission: can('manage', 'all'),
    parent: paths.assistant.path,
    menu: { icon: 'ProfileOutlined' },
  },
];

/** The specification's administration addresses: two pages of their own (docs/requirements.md, "Pages"). */
const manageRoutes: AppRoute[] = [
  {
    path: paths.manage.permissions.path,
    title: 'Danh mục quyền',
    Page: lazyPage(() => import('../../features/roles/pages/permissions-page'), 'PermissionsPage'),
    layout: 'app',
    permission: read('permission-group'),
    parent: paths.users.rights.path,
  },
  {
    path: paths.manage.userRoles.path,
    title: 'Phân vai trò người dùng',
    Page: lazyPage(() => import('../../features/users/pages/user-roles-page'), 'UserRolesPage'),
    layout: 'app',
    permission: read('user'),
    parent: paths.users.list.path,
  },
];

/**
 * An address of the specification that leads to a page built under another (`redirectTo`): it has
 * the target's title, page (preloaded with it) and permission, so lacking the target's right opens
 * /misc/not-authorized as the target would.
 */
function redirect(path: string, to: string): AppRoute {
  const target = [...tradeUnionRoutes, ...manageRoutes].find((r) => r.path === to);
  if (!target) throw new Error(`redirect: no route ${to}`);
  const { title, Page, layout, permission } = target;
  return { path, title, Page, layout, ...(permission && { permission }), redirectTo: to };
}

const manageRedirects: AppRoute[] = [
  redirect(paths.manage.organizations.path, paths.organizations.list.path),
  // One record is both the person and the login account: the users list is the accounts page.
  redirect(paths.manage.accounts.path, paths.users.list.path),
  redirect(paths.manage.users.path, paths.users.list.path),
  // A user group is what a role is here (the administrators' group is a role's userGroupId).
  redirect(paths.manage.groupUsers.path, paths.users.roles.path),
  // The permission groups with their permissions: the catalogue page lists exactly that.
  redirect(paths.manage.permissionGroups.path, paths.manage.permissions.path),
  redirect(paths.manage.roles.path, paths.users.roles.path),
];

const accountRoutes: AppRoute[] = [
  {
    path: paths.notifications.inbox.path,
    title: 'Thông báo của tôi',
    Page: lazyPage(() => import('../../features/notifications/pages/inbox-page'), 'InboxPage'),
    layout: 'app',
  },
  {
    path: paths.account.profile.path,
    title: 'Thông tin cá nhân',
    Page: lazyPage(() => import('../pages/profile-page'), 'ProfilePage'),
    layout: 'app',
  },
  {
    path: paths.account.settings.path,
    title: 'Cài đặt tài khoản',
    Page: lazyPage(() => import('../../features/account/pages/account-settings-page'), 'AccountSettingsPage'),
    layout: 'app',
    parent: paths.account.profile.path,
  },
  {
    path: paths.account.changePassword.path,
    title: 'Đổi mật khẩu',
    Page: lazyPage(() => import('../../features/account/pages/change-password-page'), 'ChangePasswordPage'),
    layout: 'app',
    parent: paths.account.profile.path,
  },
  {
    path: paths.accessControl.path,
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
  {
    path: paths.auth.login.path,
    title: 'Đăng nhập',
    Page: LoginPage,
    layout: 'blank',
    public: true,
    guestOnly: true,
  },
  {
    path: paths.auth.register.path,
    title: 'Đăng ký tài khoản',
    Page: lazyPage(() => import('../../features/auth/pages/register-page'), 'RegisterPage'),
    layout: 'blank',
    public: true,
    guestOnly: true,
  },
  {
    path: paths.auth.forgotPassword.path,
    title: 'Quên mật khẩu',
    Page: ForgotPasswordPage,
    layout: 'blank',
    public: true,
    guestOnly: true,
  },
  {
    path: paths.auth.forgotPasswordAlias.path,
    title: 'Quên mật khẩu',
    Page: ForgotPasswordPage,
    layout: 'blank',
    public: true,
    guestOnly: true,
  },
  {
    path: paths.auth.confirmResetCode.path,
    title: 'Đặt lại mật khẩu',
    Page: lazyPage(() => import('../../features/auth/pages/confirm-reset-code-page'), 'ConfirmResetCodePage'),
    layout: 'blank',
    public: true,
    guestOnly: true,
  },
  {
    path: paths.auth.selectFunction.path,
    title: 'Chọn chức năng',
    Page: lazyPage(() => import('../pages/select-function-page'), 'SelectFunctionPage'),
    layout: 'blank',
    public: true,
    guestOnly: true,
  },
  {
    path: paths.misc.comingSoon.path,
    title: 'Sắp ra mắt',
    Page: lazyPage(() => import('../../features/misc/pages/coming-soon-page'), 'ComingSoonPage'),
    layout: 'blank',
    public: true,
  },
  {
    path: paths.misc.notAuthorized.path,
    title: 'Không có quyền truy cập',
    Page: lazyPage(() => import('../../features/misc/pages/not-authorized-page'), 'NotAuthorizedPage'),
    layout: 'blank',
    public: true,
  },
  {
    path: paths.misc.maintenance.path,
    title: 'Bảo trì hệ thống',
    Page: lazyPage(() => import('../../features/misc/pages/maintenance-page'), 'MaintenancePage'),
    layout: 'blank',
    public: true,
  },
  {
    path: paths.misc.error.path,
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

export const ROUTES: readonly AppRoute[] = [
  ...tradeUnionRoutes,
  ...manageRoutes,
  ...manageRedirects,
  ...accountRoutes,
  ...publicRoutes,
];
