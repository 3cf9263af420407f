import type { ListPage, UserListItem } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { filtersAt, type Right, renderPage } from '../../../test/render-page';
import { rowActions } from '../../../test/rendered-rows';
import { userListFilters, usersQuery } from '../api/list-users';
import { UsersListPage } from './users-list-page';

const item: UserListItem = {
  id: 9,
  username: 'khai',
  fullName: 'Trịnh Văn Khải',
  email: null,
  phoneNumber: null,
  identity: null,
  isActive: 1,
  roleId: 5,
  roleName: 'Đoàn viên công đoàn',
  organizationId: null,
  organizationName: null,
  xaPhuongId: null,
  cumKhuCnId: null,
  lastLoginAt: null,
  createdAt: '2026-10-01T01:00:00.000Z',
};

function render(rights: Right[]) {
  const url = '/trade-union/users/list';
  const page: ListPage<UserListItem> = { list: [item], count: 1 };
  return renderPage(<UsersListPage />, {
    url,
    rights,
    data: [[usersQuery(filtersAt(userListFilters, url)).queryKey, page]],
  });
}

describe('the users list', () => {
  it("leads those who may change users to a user's roles (/apps/manage/userRoles)", () => {
    expect(rowActions(render(['view-user']), 9)).not.toContain('Phân vai trò');
    expect(rowActions(render(['view-user', 'update-user']), 9)).toContain('Phân vai trò');
  });
});
