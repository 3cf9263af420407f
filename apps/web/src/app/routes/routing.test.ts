import type { SessionUser } from '@congdoan/shared';
import {
  abilityFromRules,
  defineAbilityFor,
  GUEST_RULES,
  ROLE_IDS,
  SEEDED_ROLES,
  seededRoleCodes,
} from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_SCREEN_REDIRECTS,
  CATEGORY_SCREENS,
} from '../../features/categories/pages/category-screens';
import { safeReturnTo } from '../../lib/return-to';
import { breadcrumbsFor } from './breadcrumbs';
import { guardDecision, homePathFor, loginPathFor } from './guard';
import { buildMenu, firstMenuPath, groupKeyOf, type MenuNode, menuPathFor } from './menu';
import { MENU_GROUPS, NOT_FOUND_ROUTE, ROUTES } from './route-table';
import type { AppRoute } from './route-types';

const roleAbility = (roleId: number) => {
  const role = SEEDED_ROLES.find((r) => r.id === roleId);
  if (!role) throw new Error(`no role ${roleId}`);
  return defineAbilityFor({ userGroupId: null, permissions: seededRoleCodes(role.grants) });
};
const admin = defineAbilityFor({ userGroupId: 1, permissions: [] });
const guest = abilityFromRules(GUEST_RULES);

/** The menu as a reader sees it: group labels with their entry labels. */
const outline = (menu: MenuNode[]) =>
  menu.map((node) =>
    node.type === 'link' ? node.label : { [node.label]: node.children.map((c) => c.label) },
  );

const route = (path: string): AppRoute => {
  const found = ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

const someUser = { id: 1 } as SessionUser;

describe('side menu', () => {
  it('shows an administrator every group and entry of the menu (docs/requirements.md, "Side menu"), in order', () => {
    expect(outline(buildMenu(ROUTES, MENU_GROUPS, admin))).toEqual([
      'Trang chủ',
      {
        'Quản lý công đoàn cơ sở': [
          'Danh sách công đoàn',
          'Công ty chưa có công đoàn',
          'Quản lý cán bộ công đoàn',
          'Danh sách đoàn viên',
          'Yêu cầu chờ phê duyệt',
          'Yêu cầu của tôi',
          'Lịch sử phê duyệt',
          'Tổng quan báo cáo',
          'Báo cáo tùy chỉnh',
          'Xuất báo cáo',
          'Thống kê tổng quan',
        ],
      },
      { 'Quản lý sự kiện và công việc': ['Loại sự kiện', 'Danh sách sự kiện', 'Quản lý thông báo'] },
      {
        'Báo cáo tình hình đoàn viên': [
          'Quản lý thời gian cập nhật',
          'Quản lý báo cáo đoàn số',
          'Báo cáo định kỳ',
        ],
      },
      {
        'Danh mục dùng chung': ['Xã/phường', 'Cụm/khu công nghiệp', 'Chức vụ', 'Danh mục hồ sơ đoàn viên'],
      },
      {
        'Quản trị người dùng và phân quyền': [
          'Quyền chức năng cơ bản',
          'Quản lý vai trò',
          'Danh sách người dùng',
          'Tài khoản Zalo',
        ],
      },
      'Trợ lý AI',
      'Cơ sở tri thức trợ lý',
    ]);
    const links = buildMenu(ROUTES, MENU_GROUPS, admin).flatMap((n) =>
      n.type === 'link' ? [n.path] : n.children.map((c) => c.path),
    );
    expect(links).toEqual([
      '/trade-union/dashboard',
      '/trade-union/organizations',
      '/trade-union/organizations/companies-without-union',
      '/trade-union/staff',
      '/trade-union/members/list',
      '/trade-union/approval/pending',
      '/trade-union/approval/my-requests',
      '/trade-union/approval/history',
      '/trade-union/reports/dashboard',
      '/trade-union/reports/custom',
      '/trade-union/reports/export',
      '/trade-union/statistics/overview',
      '/trade-union/event-types',
      '/trade-union/events/list',
      '/trade-union/notification-management',
      '/trade-union/member-reports/time-updates',
      '/trade-union/member-reports/reports',
      '/trade-union/reports/periodic',
      '/trade-union/common/wards',
      '/trade-union/common/industrial-zones',
      '/trade-union/positions',
      '/apps/categories/ethnics',
      '/trade-union/users/roles-permissions',
      '/trade-union/users/role-management',
      '/trade-union/users/list',
      '/trade-union/users/zalo-accounts',
      '/trade-union/ai-chatbot',
      '/trade-union/ai-chatbot/knowledge',
    ]);
  });

  it('shows a union member only Trang chủ, the members list (their own record), their own requests, the event entries and the member categories they may read', () => {
    // Pending and decided requests are a decider's lists: nothing there could ever be a member's.
    expect(outline(buildMenu(ROUTES, MENU_GROUPS, roleAbility(ROLE_IDS.member)))).toEqual([
      'Trang chủ',
      { 'Quản lý công đoàn cơ sở': ['Danh sách đoàn viên', 'Yêu cầu của tôi'] },
      { 'Quản lý sự kiện và công việc': ['Loại sự kiện', 'Danh sách sự kiện', 'Quản lý thông báo'] },
      // Read, for the lists of their own record's request form.
      { 'Danh mục dùng chung': ['Danh mục hồ sơ đoàn viên'] },
      'Trợ lý AI',
    ]);
  });

  it('shows a group through a right on one child, with only that child', () => {
    const ability = abilityFromRules([{ action: 'read', subject: 'ward' }]);
    expect(outline(buildMenu(ROUTES, MENU_GROUPS, ability))).toEqual([
      { 'Danh mục dùng chung': ['Xã/phường'] },
      'Trợ lý AI',
    ]);
  });

  it('shows a group through its own right even with no child', () => {
    const ability = abilityFromRules([{ action: 'read', subject: 'member-report' }]);
    expect(outline(buildMenu(ROUTES, MENU_GROUPS, ability))).toEqual([
      { 'Báo cáo tình hình đoàn viên': [] },
      'Trợ lý AI',
    ]);
  });

  it('needs read, not another action, for an entry', () => {
    const ability = abilityFromRules([{ action: 'create', subject: 'event' }]);
    // only the assistant, which every signed-in user may open
    expect(outline(buildMenu(ROUTES, MENU_GROUPS, ability))).toEqual(['Trợ lý AI']);
  });

  it('gives the first link a role may open, for the role switch', () => {
    expect(firstMenuPath(buildMenu(ROUTES, MENU_GROUPS, roleAbility(ROLE_IDS.member)))).toBe(
      '/trade-union/dashboard',
    );
    const wardsOnly = abilityFromRules([{ action: 'read', subject: 'ward' }]);
    expect(firstMenuPath(buildMenu(ROUTES, MENU_GROUPS, wardsOnly))).toBe('/trade-union/common/wards');
    // the assistant shows to everyone but is no role's landing
    const nothing = abilityFromRules([]);
    expect(outline(buildMenu(ROUTES, MENU_GROUPS, nothing))).toEqual(['Trợ lý AI']);
    expect(firstMenuPath(buildMenu(ROUTES, MENU_GROUPS, nothing))).toBeUndefined();
  });
});

describe('route guard', () => {
  const context = { user: someUser, ability: admin, pathname: '/x', home: '/trade-union/dashboard' };

  it('lets anyone through a public route', () => {
    expect(guardDecision(route('/misc/not-authorized'), { ...context, user: null, ability: guest })).toEqual({
      type: 'render',
    });
    expect(guardDecision(NOT_FOUND_ROUTE, { ...context, user: null, ability: guest }).type).toBe('render');
  });

  it('sends a signed-in user away from the sign-in pages to home', () => {
    for (const path of ['/login', '/register', '/forgot-password', '/auth/confirm-reset-code']) {
      expect(guardDecision(route(path), context)).toEqual({ type: 'redirect', to: '/trade-union/dashboard' });
    }
    expect(guardDecision(route('/login'), { ...context, user: null, ability: guest })).toEqual({
      type: 'render',
    });
  });

  it('sends a user who just signed in on /login?returnTo= to the page they wanted', () => {
    const search = '?returnTo=%2Ftrade-union%2Fevents%2Flist%3Fpage%3D2';
    expect(guardDecision(route('/login'), { ...context, search })).toEqual({
      type: 'redirect',
      to: '/trade-union/events/list?page=2',
    });
    expect(
      guardDecision(route('/login'), { ...context, search: '?returnTo=https%3A%2F%2Fevil.example' }),
    ).toEqual({ type: 'redirect', to: '/trade-union/dashboard' });
  });

  it('sends a visitor without a stored user to /login, keeping the wanted page', () => {
    expect(
      guardDecision(route('/trade-union/events/list'), {
        ...context,
        user: null,
        ability: guest, // guests may read events, but the page still needs a signed-in user
        pathname: '/trade-union/events/list',
        search: '?page=2',
      }),
    ).toEqual({ type: 'redirect', to: '/login?returnTo=%2Ftrade-union%2Fevents%2Flist%3Fpage%3D2' });
  });

  it('sends a user lacking the permission to /misc/not-authorized', () => {
    const member = roleAbility(ROLE_IDS.member);
    expect(guardDecision(route('/trade-union/users/list'), { ...context, ability: member })).toEqual({
      type: 'redirect',
      to: '/misc/not-authorized',
    });
    // the action is checked too, not only the subject
    expect(guardDecision(route('/trade-union/events/create'), { ...context, ability: member })).toEqual({
      type: 'redirect',
      to: '/misc/not-authorized',
    });
    expect(guardDecision(route('/trade-union/events/list'), { ...context, ability: member })).toEqual({
      type: 'render',
    });
    expect(guardDecision(route('/access-control'), { ...context, ability: member }).type).toBe('redirect');
    // a member asks for changes to their record, and neither decides nor transfers
    expect(
      guardDecision(route('/trade-union/approval/member-update'), { ...context, ability: member }).type,
    ).toBe('render');
    for (const list of ['/trade-union/approval/pending', '/trade-union/approval/history'])
      expect(guardDecision(route(list), { ...context, ability: member }).type, list).toBe('redirect');
    expect(guardDecision(route('/trade-union/members/transfer'), { ...context, ability: member }).type).toBe(
      'redirect',
    );
    expect(guardDecision(route('/pages/profile'), { ...context, ability: member }).type).toBe('render');
  });

  it('lets an administrator open every page', () => {
    for (const r of ROUTES)
      expect(guardDecision(r, { ...context, ability: admin }).type, r.path).toBe(
        r.guestOnly ? 'redirect' : 'render',
      );
  });

  it('returns only to same-site paths', () => {
    expect(safeReturnTo('/trade-union/staff?page=2')).toBe('/trade-union/staff?page=2');
    expect(safeReturnTo('//evil.example')).toBeUndefined();
    expect(safeReturnTo('https://evil.example')).toBeUndefined();
    expect(safeReturnTo('/login')).toBeUndefined();
    expect(loginPathFor('/')).toBe('/login');
  });

  it('lands a role without the dashboard on its first page, else on access control', () => {
    expect(homePathFor(admin, ROUTES, MENU_GROUPS)).toBe('/trade-union/dashboard');
    const wardsOnly = abilityFromRules([{ action: 'read', subject: 'ward' }]);
    expect(homePathFor(wardsOnly, ROUTES, MENU_GROUPS)).toBe('/trade-union/common/wards');
    const client = abilityFromRules([
      { action: 'read', subject: 'access-control' },
      { action: 'read', subject: 'auth' },
    ]);
    expect(homePathFor(client, ROUTES, MENU_GROUPS)).toBe('/access-control');
  });
});

/** The members pages, all built, in the order of the table. */
const MEMBER_PAGES = [
  '/trade-union/members/list',
  '/trade-union/members/create',
  '/trade-union/members/admission',
  '/trade-union/members/detail/:id',
  '/trade-union/members/edit/:id',
  '/trade-union/members/transfer',
  '/trade-union/members/import',
];

describe('route table', () => {
  it('registers every page (docs/requirements.md, "Pages") once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/trade-union/organizations/dynamic-fields',
      '/trade-union/organizations/create',
      '/trade-union/organizations/detail/:id',
      '/trade-union/organizations/edit/:id',
      '/trade-union/organizations/organizational-structure',
      ...MEMBER_PAGES,
      '/trade-union/events/create',
      '/trade-union/events/detail/:id',
      '/trade-union/events/edit/:id',
      '/trade-union/events/calendar',
      '/trade-union/events/registrations',
      '/trade-union/notification-test',
      '/trade-union/approval/pending',
      '/trade-union/approval/my-requests',
      '/trade-union/approval/member-update',
      '/trade-union/approval/history',
      '/trade-union/approval/detail/:id',
      '/trade-union/reports/dashboard',
      '/trade-union/reports/periodic',
      '/trade-union/reports/custom',
      '/trade-union/reports/export',
      '/trade-union/statistics/overview',
      '/trade-union/ai-chatbot',
      '/trade-union/ai-chatbot/knowledge',
      '/login',
      '/register',
      '/forgot-password',
      '/auth/forgot-password',
      '/auth/confirm-reset-code',
      '/pages/select-function',
      '/pages/profile',
      '/pages/account-settings',
      '/pages/change-password',
      '/misc/coming-soon',
      '/misc/not-authorized',
      '/misc/maintenance',
      '/misc/error',
      '/access-control',
      '/apps/organizations',
      '/apps/manage/accounts',
      '/apps/manage/users',
      '/apps/manage/groupusers',
      '/apps/manage/permissionGroups',
      '/apps/manage/permissions',
      '/apps/manage/roles',
      '/apps/manage/userRoles',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('shows the coming-soon panel only on pages of later issues', () => {
    const built = ROUTES.filter((r) => !r.planned).map((r) => r.path);
    expect(built).toContain('/trade-union/dashboard');
    expect(built).toContain('/apps/categories/:kind');
    expect(built.filter((p) => p.startsWith('/trade-union/'))).toEqual([
      '/trade-union/dashboard',
      '/trade-union/organizations',
      '/trade-union/organizations/create',
      '/trade-union/organizations/edit/:id',
      '/trade-union/organizations/detail/:id',
      '/trade-union/organizations/dynamic-fields',
      '/trade-union/organizations/organizational-structure',
      '/trade-union/organizations/companies-without-union',
      '/trade-union/staff',
      ...MEMBER_PAGES,
      '/trade-union/approval/pending',
      '/trade-union/approval/my-requests',
      '/trade-union/approval/member-update',
      '/trade-union/approval/history',
      '/trade-union/approval/detail/:id',
      '/trade-union/event-types',
      '/trade-union/events/list',
      '/trade-union/events/create',
      '/trade-union/events/detail/:id',
      '/trade-union/events/edit/:id',
      '/trade-union/events/calendar',
      '/trade-union/events/registrations',
      '/trade-union/notification-management',
      '/trade-union/notification-test',
      '/trade-union/member-reports/time-updates',
      '/trade-union/member-reports/reports',
      '/trade-union/reports/dashboard',
      '/trade-union/reports/periodic',
      '/trade-union/reports/custom',
      '/trade-union/reports/export',
      '/trade-union/statistics/overview',
      '/trade-union/common/wards',
      '/trade-union/common/industrial-zones',
      '/trade-union/positions',
      '/trade-union/users/roles-permissions',
      '/trade-union/users/role-management',
      '/trade-union/users/list',
      '/trade-union/users/zalo-accounts',
      '/trade-union/ai-chatbot',
      '/trade-union/ai-chatbot/knowledge',
      '/trade-union/notifications',
    ]);
  });
});

describe('menu highlight', () => {
  it('highlights the menu entry of a page, or of its nearest parent in the menu', () => {
    expect(menuPathFor(ROUTES, '/trade-union/events/detail/5')).toBe('/trade-union/events/list');
    expect(menuPathFor(ROUTES, '/trade-union/members/edit/5')).toBe('/trade-union/members/list');
    expect(menuPathFor(ROUTES, '/trade-union/approval/detail/5')).toBe('/trade-union/approval/pending');
    expect(menuPathFor(ROUTES, '/trade-union/approval/member-update')).toBe(
      '/trade-union/approval/my-requests',
    );
    expect(menuPathFor(ROUTES, '/trade-union/dashboard')).toBe('/trade-union/dashboard');
    expect(menuPathFor(ROUTES, '/pages/profile')).toBeUndefined();
  });

  it('serves the spec’s other category screens at the categories’ one entry, and leads those kept elsewhere to a built page', () => {
    for (const screen of CATEGORY_SCREENS) {
      expect(menuPathFor(ROUTES, `/apps/categories/${screen}`), screen).toBe('/apps/categories/:kind');
    }
    const built = ROUTES.filter((r) => !r.planned).map((r) => r.path);
    for (const [screen, to] of Object.entries(CATEGORY_SCREEN_REDIRECTS)) {
      expect(built, screen).toContain(new URL(to, 'http://localhost').pathname);
    }
  });

  it('highlights the member categories’ one entry, and opens its group, whichever kind is shown', () => {
    const selected = menuPathFor(ROUTES, '/apps/categories/religions');
    expect(selected).toBe('/apps/categories/:kind');
    expect(groupKeyOf(buildMenu(ROUTES, MENU_GROUPS, admin), selected!)).toBe('group:common-category');
  });
});

describe('breadcrumbs', () => {
  it('go home › group › parent › page', () => {
    expect(breadcrumbsFor(ROUTES, MENU_GROUPS, '/trade-union/organizations/edit/12')).toEqual([
      { title: 'Trang chủ', path: '/trade-union/dashboard' },
      { title: 'Quản lý công đoàn cơ sở' },
      { title: 'Danh sách công đoàn cơ sở', path: '/trade-union/organizations' },
      { title: 'Cập nhật công đoàn cơ sở' },
    ]);
    expect(breadcrumbsFor(ROUTES, MENU_GROUPS, '/trade-union/dashboard')).toEqual([{ title: 'Trang chủ' }]);
    expect(breadcrumbsFor(ROUTES, MENU_GROUPS, '/pages/change-password')).toEqual([
      { title: 'Trang chủ', path: '/trade-union/dashboard' },
      { title: 'Thông tin cá nhân', path: '/pages/profile' },
      { title: 'Đổi mật khẩu' },
    ]);
    expect(breadcrumbsFor(ROUTES, MENU_GROUPS, '/apps/categories/nations')).toEqual([
      { title: 'Trang chủ', path: '/trade-union/dashboard' },
      { title: 'Danh mục dùng chung' },
      { title: 'Danh mục hồ sơ đoàn viên' },
    ]);
    expect(breadcrumbsFor(ROUTES, MENU_GROUPS, '/nowhere')).toEqual([]);
  });

  it('put a page under the parent it names for its record', () => {
    expect(
      breadcrumbsFor(ROUTES, MENU_GROUPS, '/trade-union/approval/detail/5', '/trade-union/approval/history'),
    ).toEqual([
      { title: 'Trang chủ', path: '/trade-union/dashboard' },
      { title: 'Quản lý công đoàn cơ sở' },
      { title: 'Lịch sử phê duyệt', path: '/trade-union/approval/history' },
      { title: 'Chi tiết yêu cầu' },
    ]);
  });
});

describe("the specification's administration addresses", () => {
  const context = { user: someUser, pathname: '/', home: '/trade-union/dashboard' };

  it('lead to the page doing the same, with its title and its right', () => {
    const leads = Object.fromEntries(
      ROUTES.filter((r) => r.redirectTo).map((r) => [r.path, [r.redirectTo, r.title, r.permission]]),
    );
    expect(leads).toEqual({
      '/apps/organizations': [
        '/trade-union/organizations',
        'Danh sách công đoàn cơ sở',
        { subject: 'organization' },
      ],
      '/apps/manage/accounts': ['/trade-union/users/list', 'Danh sách người dùng', { subject: 'user' }],
      '/apps/manage/users': ['/trade-union/users/list', 'Danh sách người dùng', { subject: 'user' }],
      '/apps/manage/groupusers': [
        '/trade-union/users/role-management',
        'Quản lý vai trò',
        { subject: 'role' },
      ],
      '/apps/manage/permissionGroups': [
        '/apps/manage/permissions',
        'Danh mục quyền',
        { subject: 'permission-group' },
      ],
      '/apps/manage/roles': ['/trade-union/users/role-management', 'Quản lý vai trò', { subject: 'role' }],
    });
    // each leads to a page of its own, not to another address, and none is in the menu
    for (const r of ROUTES.filter((x) => x.redirectTo)) {
      expect(route(r.redirectTo!).redirectTo, r.path).toBeUndefined();
      expect(r.menu, r.path).toBeUndefined();
    }
  });

  it('open the two pages of their own with the rights they read, else /misc/not-authorized', () => {
    const officer = roleAbility(ROLE_IDS.provincialOfficer);
    const member = roleAbility(ROLE_IDS.member);
    for (const path of [
      '/apps/manage/permissions',
      '/apps/manage/userRoles',
      '/apps/manage/roles',
      '/apps/manage/users',
    ]) {
      expect(guardDecision(route(path), { ...context, ability: officer }).type, path).toBe('render');
      expect(guardDecision(route(path), { ...context, ability: member }), path).toEqual({
        type: 'redirect',
        to: '/misc/not-authorized',
      });
    }
    expect(route('/apps/manage/permissions').permission).toEqual({ subject: 'permission-group' });
    expect(route('/apps/manage/userRoles').permission).toEqual({ subject: 'user' });
    const wardsOnly = abilityFromRules([{ action: 'read', subject: 'ward' }]);
    expect(guardDecision(route('/apps/organizations'), { ...context, ability: wardsOnly }).type).toBe(
      'redirect',
    );
  });

  it('show their place in the breadcrumbs under the page they belong to', () => {
    expect(breadcrumbsFor(ROUTES, MENU_GROUPS, '/apps/manage/userRoles')).toEqual([
      { title: 'Trang chủ', path: '/trade-union/dashboard' },
      { title: 'Quản trị người dùng và phân quyền' },
      { title: 'Danh sách người dùng', path: '/trade-union/users/list' },
      { title: 'Phân vai trò người dùng' },
    ]);
  });
});

describe('access control', () => {
  const context = { user: someUser, pathname: '/access-control', home: '/trade-union/dashboard' };

  it("is a right a role is given: a role holding only it (the specification's client) lands there", () => {
    const client = defineAbilityFor({ userGroupId: null, permissions: ['view-access-control'] });
    expect(guardDecision(route('/access-control'), { ...context, ability: client })).toEqual({
      type: 'render',
    });
    expect(homePathFor(client, ROUTES, MENU_GROUPS)).toBe('/access-control');
    expect(outline(buildMenu(ROUTES, MENU_GROUPS, client))).toEqual(['Trợ lý AI']);
    // no seeded role but the administrators holds it
    for (const role of SEEDED_ROLES.filter((r) => r.id !== ROLE_IDS.admin)) {
      expect(roleAbility(role.id).can('read', 'access-control'), role.name).toBe(false);
    }
    // the guest default stays: events and event types, no access control
    expect(guest.can('read', 'access-control')).toBe(false);
    expect(guest.can('read', 'event')).toBe(true);
  });
});
