import {
  type CategoryKind,
  pageLink as page,
  pageLinks,
  recordPageLink as recordPage,
  pathWithQuery as withQuery,
} from '@congdoan/shared';

/**
 * Every page's address, written once (bulletproof-react's config/paths): `path` is the pattern the
 * route table registers, `getHref` the link to one page. Features and the app link through here,
 * never through a literal, so that moving a page is a change of one line. The pages the server
 * links to from notices, approvals, e-mails and Zalo texts are `pageLinks` of packages/shared,
 * taken here as they are, so the server's links and the routes cannot drift apart.
 */

const ORGANIZATIONS = '/trade-union/organizations';
const MEMBERS = '/trade-union/members';
const EVENTS = '/trade-union/events';
const APPROVAL = '/trade-union/approval';
const REPORTS = '/trade-union/reports';
const RIGHTS = '/trade-union/users/roles-permissions';
const CONFIRM_RESET_CODE = '/auth/confirm-reset-code';
const CATEGORY_ITEMS = '/apps/categories';
/** The spec's category screens that are not member-category kinds (features/categories/category-screens). */
export type CategoryScreen =
  | 'districts'
  | 'wards'
  | 'organizationTypes'
  | 'organizationLevels'
  | 'organizations'
  | 'knowledgeBlocks'
  | 'classrooms';

export const paths = {
  /** Leads to the signed-in user's landing page, else to sign-in. */
  root: page('/'),
  home: page('/trade-union/dashboard'),

  auth: {
    login: page('/login'),
    register: page('/register'),
    forgotPassword: page('/forgot-password'),
    /** The same page under the address the spec also names. */
    forgotPasswordAlias: page('/auth/forgot-password'),
    confirmResetCode: {
      path: CONFIRM_RESET_CODE,
      getHref: (email?: string) => withQuery(CONFIRM_RESET_CODE, { email }),
    },
    selectFunction: page('/pages/select-function'),
  },

  account: {
    profile: page('/pages/profile'),
    settings: page('/pages/account-settings'),
    changePassword: page('/pages/change-password'),
  },
  accessControl: page('/access-control'),

  organizations: {
    list: pageLinks.organizationList,
    create: page(`${ORGANIZATIONS}/create`),
    edit: recordPage(`${ORGANIZATIONS}/edit`),
    detail: recordPage(`${ORGANIZATIONS}/detail`),
    dynamicFields: page(`${ORGANIZATIONS}/dynamic-fields`),
    structure: page(`${ORGANIZATIONS}/organizational-structure`),
    /** Companies of the zones without a union yet (cong-ty-chua-co-cd). */
    companies: page(`${ORGANIZATIONS}/companies-without-union`),
  },
  members: {
    /** The list; with a union (and its units below), a status or a gender it opens filtered on them. */
    list: pageLinks.memberList,
    /** A new member, started in the union the list is filtered by (`organizationId`), if any. */
    create: {
      path: `${MEMBERS}/create`,
      getHref: (organizationId?: number) => withQuery(`${MEMBERS}/create`, { organizationId }),
    },
    /**
     * A new member asked for, by a caller who may file requests but not admit (approval/admission);
     * started in the list's union like `create`.
     */
    admission: {
      path: `${MEMBERS}/admission`,
      getHref: (organizationId?: number) => withQuery(`${MEMBERS}/admission`, { organizationId }),
    },
    detail: pageLinks.memberDetail,
    edit: recordPage(`${MEMBERS}/edit`),
    transfer: page(`${MEMBERS}/transfer`),
    import: page(`${MEMBERS}/import`),
  },
  staff: { list: pageLinks.staffList },

  events: {
    types: page('/trade-union/event-types'),
    list: pageLinks.eventList,
    create: page(`${EVENTS}/create`),
    detail: pageLinks.eventDetail,
    edit: recordPage(`${EVENTS}/edit`),
    calendar: page(`${EVENTS}/calendar`),
    registrations: page(`${EVENTS}/registrations`),
  },
  notifications: {
    management: page('/trade-union/notification-management'),
    test: page('/trade-union/notification-test'),
    inbox: pageLinks.inbox,
  },

  memberReports: {
    timeUpdates: pageLinks.periods,
    reports: pageLinks.reports,
  },
  approval: {
    pending: page(`${APPROVAL}/pending`),
    myRequests: page(`${APPROVAL}/my-requests`),
    memberUpdate: page(`${APPROVAL}/member-update`),
    history: page(`${APPROVAL}/history`),
    detail: pageLinks.approvalDetail,
  },
  reports: {
    dashboard: page(`${REPORTS}/dashboard`),
    periodic: page(`${REPORTS}/periodic`),
    custom: page(`${REPORTS}/custom`),
    export: page(`${REPORTS}/export`),
  },
  statistics: { overview: pageLinks.statisticsOverview },
  assistant: page('/trade-union/ai-chatbot'),
  /** The assistant's knowledge base and the questions it could not answer (administrators). */
  assistantKnowledge: page('/trade-union/ai-chatbot/knowledge'),

  categories: {
    wards: page('/trade-union/common/wards'),
    industrialZones: page('/trade-union/common/industrial-zones'),
    positions: page('/trade-union/positions'),
    /**
     * The member categories, one kind a page (`/apps/categories/ethnics`), and the spec's other
     * category screens at the same address (`/apps/categories/districts`, features/categories).
     */
    items: {
      path: `${CATEGORY_ITEMS}/:kind`,
      getHref: (kind: CategoryKind | CategoryScreen) => `${CATEGORY_ITEMS}/${kind}`,
    },
  },

  users: {
    /** The rights grid; with a role id it opens on that role. */
    rights: { path: RIGHTS, getHref: (roleId?: number) => withQuery(RIGHTS, { roleId }) },
    roles: page('/trade-union/users/role-management'),
    list: page('/trade-union/users/list'),
    zaloAccounts: page('/trade-union/users/zalo-accounts'),
  },

  /**
   * The specification's administration addresses (/apps/organizations, /apps/manage/…): two pages of
   * their own, the others leading to the page that does the same (docs/requirements.md, "Pages").
   */
  manage: {
    organizations: page('/apps/organizations'),
    accounts: page('/apps/manage/accounts'),
    users: page('/apps/manage/users'),
    groupUsers: page('/apps/manage/groupusers'),
    permissionGroups: page('/apps/manage/permissionGroups'),
    permissions: page('/apps/manage/permissions'),
    roles: page('/apps/manage/roles'),
    /** The roles of one user; with a user id it opens on that user. */
    userRoles: {
      path: '/apps/manage/userRoles',
      getHref: (userId?: number) => withQuery('/apps/manage/userRoles', { userId }),
    },
  },

  misc: {
    comingSoon: page('/misc/coming-soon'),
    notAuthorized: page('/misc/not-authorized'),
    maintenance: page('/misc/maintenance'),
    error: page('/misc/error'),
  },
} as const;
