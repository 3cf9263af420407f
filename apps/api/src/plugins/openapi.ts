import { ACTION_LABELS, SUBJECT_LABELS, toPermissionCode } from '@congdoan/shared';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { permissionOf, type RoutePermission } from './auth.js';

/** How an operation states its permission: the route's declaration, with the code for a pair. */
type PermissionExtension =
  | 'public'
  | 'signed-in'
  | 'administrator'
  | { action: string; subject: string; code: string };

function permissionExtension(permission: RoutePermission): PermissionExtension {
  if (typeof permission === 'string') return permission;
  const [action, subject] = permission;
  return { action, subject, code: toPermissionCode({ action, subject }) };
}

function permissionLine(permission: RoutePermission): string {
  if (permission === 'public') return 'Quyền: công khai, không cần đăng nhập.';
  if (permission === 'signed-in') return 'Quyền: chỉ cần đăng nhập (mọi vai trò).';
  if (permission === 'administrator') return 'Quyền: chỉ quản trị hệ thống (toàn quyền).';
  const [action, subject] = permission;
  return `Quyền: ${ACTION_LABELS[action]} — ${SUBJECT_LABELS[subject]} (\`${toPermissionCode({ action, subject })}\`).`;
}

/**
 * The zod schemas turned into JSON schema, and on every documented operation the permission its
 * route declares (`x-permission` and a first line of the description) and its security: the bearer
 * token, or none for a public route.
 */
export const documentPermissions: SwaggerTransform = (input) => {
  const out = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = (out.schema ?? {}) as Record<string, unknown>;
  const permission = permissionOf(input.url, input.route.config?.permission);
  // A route that declares nothing is refused at run time (and by a test), never documented as open.
  if (schema.hide || !permission) return out;
  const description = [permissionLine(permission), schema.description].filter(Boolean).join('\n\n');
  return {
    url: out.url,
    schema: {
      ...schema,
      description,
      security: permission === 'public' ? [] : [{ bearer: [] }],
      'x-permission': permissionExtension(permission),
    },
  };
};
