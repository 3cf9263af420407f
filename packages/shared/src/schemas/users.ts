import { z } from 'zod';
import { blankToUndefined, idParam, optionalId, pageQuery } from './common.js';

export const userListQuery = pageQuery.extend({
  roleId: optionalId,
  isActive: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userIdQuery = z.object({ userId: idParam });

export const userListItem = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  fullName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  identity: z.string().nullable(),
  isActive: z.number().int(),
  roleId: z.number().int(),
  roleName: z.string(),
  organizationId: z.number().int().nullable(),
  organizationName: z.string().nullable(),
  xaPhuongId: z.number().int().nullable(),
  cumKhuCnId: z.number().int().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof userListItem>;

export const userDetail = userListItem.extend({
  staffID: z.number().int().nullable(),
  avatar: z.string().nullable(),
  listRoles: z.array(z.object({ id: z.number().int(), label: z.string() })),
  xaPhuongName: z.string().nullable(),
  cumKhuCnName: z.string().nullable(),
});
export type UserDetail = z.infer<typeof userDetail>;
