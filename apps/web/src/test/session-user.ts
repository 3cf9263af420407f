import type { SessionUser } from '@congdoan/shared';

/** A signed-in user as sign-in stores it: a member (seeded role 5, own record only), unless told otherwise. */
export const sessionUser = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 7,
  username: 'an',
  fullName: 'Nguyễn Văn An',
  email: null,
  phoneNumber: null,
  identity: null,
  avatar: null,
  role: 'member',
  roleId: 5,
  roleName: 'Đoàn viên công đoàn',
  scope: 'self',
  userGroupId: null,
  organizationId: null,
  organizationName: null,
  xaPhuongId: null,
  xaPhuongName: null,
  cumKhuCnId: null,
  cumKhuCnName: null,
  listRoles: [],
  ability: [],
  permission: '[]',
  ...over,
});
