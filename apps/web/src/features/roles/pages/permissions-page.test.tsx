import type { ListPage, PermissionCatalogueGroup } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { type Right, renderPage } from '../../../test/render-page';
import { rowText } from '../../../test/rendered-rows';
import { permissionCatalogueQuery } from '../api/list-permission-catalogue';
import { catalogueRows, PermissionsPage } from './permissions-page';

const ADMIN_ROLE = { id: 0, name: 'Quản trị hệ thống', isAdmin: true };
const OFFICER = { id: 1, name: 'Cán bộ Liên đoàn Lao động tỉnh', isAdmin: false };
const CHAIR = { id: 2, name: 'Chủ tịch công đoàn cơ sở', isAdmin: false };

const categories: PermissionCatalogueGroup = {
  code: 'common-category',
  name: 'Danh mục dùng chung',
  subjects: [
    {
      subject: 'ward',
      label: 'Xã/phường',
      rights: [
        { action: 'read', label: 'Xem', code: 'view-ward', roles: [ADMIN_ROLE, OFFICER, CHAIR] },
        { action: 'create', label: 'Thêm', code: 'create-ward', roles: [ADMIN_ROLE, OFFICER] },
      ],
    },
  ],
};
const users: PermissionCatalogueGroup = {
  code: 'user-management',
  name: 'Quản trị người dùng và phân quyền',
  subjects: [
    {
      subject: 'access-control',
      label: 'Quyền truy cập',
      rights: [{ action: 'read', label: 'Xem', code: 'view-access-control', roles: [] }],
    },
  ],
};

function render(rights: Right[]) {
  const page: ListPage<PermissionCatalogueGroup> = { list: [categories, users], count: 2 };
  return renderPage(<PermissionsPage />, {
    url: '/apps/manage/permissions',
    rights,
    data: [[permissionCatalogueQuery().queryKey, page]],
  });
}

describe('the permission catalogue page', () => {
  it('lists each group, each right with its code and the roles holding it', () => {
    const html = render(['view-permission-group']);
    expect(html).toContain('Danh mục dùng chung');
    expect(html).toContain('Quản trị người dùng và phân quyền');
    expect(rowText(html, 'view-ward')).toBe(
      'Xã/phường Xem view-ward Quản trị hệ thống Cán bộ Liên đoàn Lao động tỉnh Chủ tịch công đoàn cơ sở',
    );
    // the subject's cell spans its rights: the second row starts with the right
    expect(rowText(html, 'create-ward')).toBe(
      'Thêm create-ward Quản trị hệ thống Cán bộ Liên đoàn Lao động tỉnh',
    );
    expect(rowText(html, 'view-access-control')).toBe(
      'Quyền truy cập Xem view-access-control Chưa vai trò nào có quyền này',
    );
  });

  it("links each role to its rights for those who may read roles, never the administrators' (all rights)", () => {
    expect(render(['view-permission-group'])).not.toContain('/trade-union/users/roles-permissions?roleId=');
    const html = render(['view-permission-group', 'view-role']);
    expect(html).toContain('href="/trade-union/users/roles-permissions?roleId=1"');
    expect(html).not.toContain('roles-permissions?roleId=0"');
  });

  it('filters by subject, right, code or role, accents ignored', () => {
    expect(catalogueRows(categories, 'chu tich').map((r) => r.code)).toEqual(['view-ward']);
    expect(catalogueRows(categories, 'them').map((r) => r.code)).toEqual(['create-ward']);
    expect(catalogueRows(categories, 'xa/phuong').map((r) => [r.code, r.subjectSpan])).toEqual([
      ['view-ward', 2],
      ['create-ward', 0],
    ]);
    expect(catalogueRows(users, 'không có')).toEqual([]);
    expect(render(['view-permission-group'])).toMatch(/<input[^>]*aria-label="Tìm quyền hoặc vai trò"/);
  });
});
