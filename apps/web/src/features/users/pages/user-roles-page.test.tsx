import type { GrantableRole, UserDetail } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { grantableRolesQuery } from '../../../lookups/user-grantable-roles';
import { type Right, renderPage } from '../../../test/render-page';
import { rowActions, rowText, textOf } from '../../../test/rendered-rows';
import { userQuery } from '../api/get-user';
import { addableRoles, UserRolesPage, withDefault, withoutRole, withRole } from './user-roles-page';

const user: UserDetail = {
  id: 7,
  username: 'an.nv',
  fullName: 'Nguyễn Văn An',
  email: 'an@example.vn',
  phoneNumber: null,
  identity: null,
  isActive: 1,
  roleId: 2,
  roleName: 'Chủ tịch công đoàn cơ sở',
  organizationId: 3,
  organizationName: 'Công đoàn Công ty A',
  xaPhuongId: null,
  cumKhuCnId: null,
  lastLoginAt: null,
  createdAt: '2026-10-01T01:00:00.000Z',
  staffID: null,
  staffName: null,
  avatar: null,
  listRoles: [
    { id: 2, label: 'Chủ tịch công đoàn cơ sở' },
    { id: 5, label: 'Đoàn viên công đoàn' },
  ],
  xaPhuongName: null,
  cumKhuCnName: null,
};
const grantable: GrantableRole[] = [
  { id: 2, name: 'Chủ tịch công đoàn cơ sở' },
  { id: 4, name: 'Ủy viên Ban chấp hành' },
  { id: 5, name: 'Đoàn viên công đoàn' },
];

function render(url: string, rights: Right[], shown: UserDetail = user) {
  return renderPage(<UserRolesPage />, {
    url,
    rights,
    data: [
      [userQuery(shown.id).queryKey, shown],
      [grantableRolesQuery().queryKey, grantable],
    ],
  });
}

describe('the user roles page', () => {
  it('asks for a user first', () => {
    const html = render('/apps/manage/userRoles', ['view-user', 'update-user']);
    expect(textOf(html)).toContain('Chọn một người dùng để xem và phân vai trò');
  });

  it("shows the chosen user's roles, the default marked, and what may be done with each", () => {
    const html = render('/apps/manage/userRoles?userId=7', ['view-user', 'update-user']);
    expect(html).toContain('Nguyễn Văn An');
    expect(rowText(html, 2)).toBe('1 Chủ tịch công đoàn cơ sở Vai trò mặc định');
    expect(rowText(html, 5)).toBe('2 Đoàn viên công đoàn');
    expect(rowActions(html, 2)).toEqual(['Gỡ vai trò']);
    expect(rowActions(html, 5)).toEqual(['Đặt làm vai trò mặc định', 'Gỡ vai trò']);
    expect(html).toContain('Thêm vai trò');
  });

  it('offers no change to a caller who only reads users', () => {
    const html = render('/apps/manage/userRoles?userId=7', ['view-user']);
    expect(rowActions(html, 5)).toEqual([]);
    expect(html).not.toContain('Thêm vai trò');
    expect(textOf(html)).toContain('Bạn chỉ có quyền xem vai trò của người dùng.');
  });

  it('keeps the last role: it cannot be taken away', () => {
    const single = { ...user, listRoles: [{ id: 2, label: 'Chủ tịch công đoàn cơ sở' }] };
    const html = render('/apps/manage/userRoles?userId=7', ['view-user', 'update-user'], single);
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*aria-label="Gỡ vai trò"|<button[^>]*aria-label="Gỡ vai trò"[^>]*disabled=""/,
    );
  });
});

describe('the role changes, as the user form makes them', () => {
  const held = { roleIds: [2, 5], roleId: 2 };

  it('adds a role, keeping the default', () => {
    expect(withRole(held, 4)).toEqual({ roleIds: [2, 5, 4], roleId: 2 });
    expect(withRole(held, 5)).toEqual(held);
  });

  it('takes a role away; taking the default makes the first remaining one the default; never the last', () => {
    expect(withoutRole(held, 5)).toEqual({ roleIds: [2], roleId: 2 });
    expect(withoutRole(held, 2)).toEqual({ roleIds: [5], roleId: 5 });
    expect(withoutRole({ roleIds: [2], roleId: 2 }, 2)).toBeNull();
  });

  it('chooses the default among the roles held only', () => {
    expect(withDefault(held, 5)).toEqual({ roleIds: [2, 5], roleId: 5 });
    expect(withDefault(held, 4)).toBeNull();
  });

  it('offers the roles the caller may grant that the user does not hold', () => {
    expect(addableRoles(grantable, held)).toEqual([{ id: 4, name: 'Ủy viên Ban chấp hành' }]);
  });
});
