import { z } from 'zod';
import { ACTIONS, SUBJECTS } from '../permissions.js';
import { DATA_SCOPE_LABELS, DATA_SCOPES, type DataScope } from '../roles.js';
import { clearableText, idParam, pageQuery, requiredText, sortQuery, updateOf } from './common.js';

/** The icons a role may carry (listRoles[].icon_): the ones the web app bundles. */
export const ROLE_ICONS = [
  'UserOutlined',
  'TeamOutlined',
  'StarOutlined',
  'CrownOutlined',
  'BankOutlined',
  'SafetyCertificateOutlined',
] as const;
export type RoleIcon = (typeof ROLE_ICONS)[number];

export const ROLE_NAME_MAX = 100;
export const ROLE_DESCRIPTION_MAX = 500;
/** More codes than the catalogue holds is never a real request. */
export const ROLE_CODES_MAX = 500;

/** The columns the roles list sorts by. */
export const ROLE_SORT_COLUMNS = ['name', 'userCount', 'permissionCount'] as const;
export const roleListQuery = pageQuery.extend(sortQuery(ROLE_SORT_COLUMNS));
export type RoleListQuery = z.infer<typeof roleListQuery>;

export const roleIdQuery = z.object({ roleId: idParam });

/** What the role form edits, for a new role and an existing one alike: it always sends a scope. */
export const roleForm = z.object({
  name: requiredText('tên vai trò', ROLE_NAME_MAX),
  description: clearableText(ROLE_DESCRIPTION_MAX),
  scope: z.enum(DATA_SCOPES, { error: 'Vui lòng chọn phạm vi dữ liệu' }),
  icon: z.enum(ROLE_ICONS, { error: 'Biểu tượng không hợp lệ' }).default('UserOutlined'),
});
export type RoleForm = z.infer<typeof roleForm>;

/**
 * The scope a role created without one gets (the spec's role has only an id and a name): the
 * narrowest. A new role holds no rights yet, and a default must never widen what anyone sees — the
 * caller's own scope would hand a province officer's new role the whole province unasked. `self`
 * works for any holder (they see their own records) and any caller who may create roles may give
 * it (it is never wider than their own); an administrator widens it by choosing, as the form does.
 */
export const DEFAULT_ROLE_SCOPE = 'self' satisfies DataScope;

/** POST role/create. */
export const roleCreateBody = roleForm.extend({
  scope: roleForm.shape.scope
    .optional()
    .describe(`Phạm vi dữ liệu; bỏ trống: ${DEFAULT_ROLE_SCOPE} (${DATA_SCOPE_LABELS[DEFAULT_ROLE_SCOPE]})`),
});
export type RoleCreateBody = z.infer<typeof roleCreateBody>;

/** POST role/update: the id travels in the body; a field left out (the scope too) keeps its value. */
export const roleUpdateBody = updateOf(roleForm).extend({ id: idParam });
export type RoleUpdateBody = z.infer<typeof roleUpdateBody>;

export const roleListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The name again, as the deployed system's clients read it (docs/compatibility.md). */
  roleName: z.string(),
  description: z.string().nullable(),
  scope: z.enum(DATA_SCOPES),
  scopeLabel: z.string(),
  icon: z.string(),
  isSystem: z.boolean(),
  /** Administrators (user_group_id 1) hold manage all; their grants cannot be edited. */
  isAdmin: z.boolean(),
  userCount: z.number().int(),
  permissionCount: z.number().int(),
});
export type RoleListItem = z.infer<typeof roleListItem>;

export const roleDetail = roleListItem.extend({
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RoleDetail = z.infer<typeof roleDetail>;

/** The answer of POST role/create: the role, and whether its scope is the default one. */
export const roleCreated = roleDetail.extend({
  /** True when the body named no scope and the role got DEFAULT_ROLE_SCOPE. */
  scopeDefaulted: z.boolean(),
});
export type RoleCreated = z.infer<typeof roleCreated>;

/** GET role/permissions: the grid of the rights page for one role. */
export const rolePermissionsQuery = roleIdQuery;

export const permissionGridSubject = z.object({
  subject: z.enum(SUBJECTS),
  label: z.string(),
  /** Only the actions the catalogue allows for the subject, each with its code. */
  actions: z.array(z.object({ action: z.enum(ACTIONS), label: z.string(), code: z.string() })),
});

export const permissionGridGroup = z.object({
  code: z.string(),
  name: z.string(),
  subjects: z.array(permissionGridSubject),
});

export const rolePermissionsResponse = z.object({
  role: z.object({ id: z.number().int(), name: z.string(), isAdmin: z.boolean() }),
  groups: z.array(permissionGridGroup),
  /** The codes the role holds now. */
  codes: z.array(z.string()),
});
export type RolePermissions = z.infer<typeof rolePermissionsResponse>;
export type PermissionGridGroup = z.infer<typeof permissionGridGroup>;

/** PUT role/permissions: the role's whole grant list, replacing the old one. */
export const rolePermissionsBody = z.object({
  roleId: idParam,
  codes: z.array(z.string().trim().min(1).max(100)).max(ROLE_CODES_MAX, `Tối đa ${ROLE_CODES_MAX} quyền`),
});
export type RolePermissionsBody = z.infer<typeof rolePermissionsBody>;

/** GET permission-group/list-all: the groups and their permissions, read-only. */
export const permissionGroupItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  permissions: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      action: z.string(),
      subject: z.string(),
    }),
  ),
});
export type PermissionGroupItem = z.infer<typeof permissionGroupItem>;

/** A role holding a right, as the catalogue page lists it; an administrator role holds every right. */
export const permissionHolder = z.object({ id: z.number().int(), name: z.string(), isAdmin: z.boolean() });

/**
 * GET permission/list-all: the catalogue by permission group (as the side menu groups it), each
 * subject with its allowed actions, each right with its code and the roles holding it.
 */
export const permissionCatalogueGroup = z.object({
  code: z.string(),
  name: z.string(),
  subjects: z.array(
    z.object({
      subject: z.string(),
      label: z.string(),
      rights: z.array(
        z.object({
          action: z.string(),
          label: z.string(),
          code: z.string(),
          roles: z.array(permissionHolder),
        }),
      ),
    }),
  ),
});
export type PermissionCatalogueGroup = z.infer<typeof permissionCatalogueGroup>;
export type PermissionHolder = z.infer<typeof permissionHolder>;
