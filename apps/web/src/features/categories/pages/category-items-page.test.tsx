import { CATEGORY_KIND_LABELS, type CategoryItem, type CategoryKind, type ListPage } from '@congdoan/shared';
import type { ReactElement } from 'react';
import { Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { filtersAt, type Right, renderPage } from '../../../test/render-page';
import { rowActions, rowText } from '../../../test/rendered-rows';
import { categoryItemListFilters, categoryItemListQuery } from '../api/list-category-items';
import { CategoryItemsPage, isCategoryKind } from './category-items-page';
import {
  CATEGORY_SCREEN_REDIRECTS,
  CATEGORY_SCREENS,
  CategoryScreenPage,
  isCategoryScreen,
} from './category-screens';

const READER: Right[] = ['view-category'];
const ADMIN: Right[] = [['manage', 'category']];

const item = (kind: CategoryKind, over: Partial<CategoryItem>): CategoryItem => ({
  id: 1,
  kind,
  code: '01',
  name: 'Kinh',
  sortOrder: 1,
  active: true,
  createdAt: '2026-11-01T01:00:00.000Z',
  updatedAt: '2026-11-01T01:00:00.000Z',
  ...over,
});

const ROWS: Partial<Record<CategoryKind, CategoryItem[]>> = {
  ethnics: [
    item('ethnics', {}),
    item('ethnics', { id: 2, code: '02', name: 'Tày', sortOrder: 2, active: false }),
  ],
  genders: [
    item('genders', { id: 3, code: 'nam', name: 'Nam' }),
    item('genders', { id: 4, code: 'nu', name: 'Nữ', sortOrder: 2 }),
  ],
};

function render(url: string, rights: Right[]) {
  const kind = new URL(url, 'http://localhost').pathname.split('/').at(-1) as CategoryKind;
  const list = ROWS[kind] ?? [];
  const page: ListPage<CategoryItem> = { list, count: list.length };
  return renderPage(<CategoryItemsPage />, {
    url,
    route: paths.categories.items.path,
    rights,
    data: [[categoryItemListQuery(kind, filtersAt(categoryItemListFilters, url)).queryKey, page]],
  });
}

const tabs = (html: string) =>
  [...html.matchAll(/<div[^>]*role="tab"[^>]*aria-selected="(true|false)"[^>]*>(.*?)<\/div>/g)].map(
    (m) => `${m[1] === 'true' ? '*' : ''}${m[2]!.replace(/<[^>]+>/g, '')}`,
  );

describe('the member categories page', () => {
  it('shows the kind the address names, with its code, name, order and state', () => {
    const html = render(paths.categories.items.getHref('ethnics'), READER);
    expect(html).toContain('Danh mục dân tộc');
    expect(rowText(html, 1)).toBe('01 Kinh 1 Đang sử dụng');
    expect(rowText(html, 2)).toBe('02 Tày 2 Ngừng sử dụng');
    expect(html).toMatch(/<input[^>]*aria-label="Tìm theo mã hoặc tên dân tộc"/);
  });

  it('offers every kind as a tab, the one shown selected', () => {
    const html = render(paths.categories.items.getHref('ethnics'), READER);
    expect(tabs(html)).toEqual([
      ...Object.entries(CATEGORY_KIND_LABELS).map(([kind, label]) =>
        kind === 'ethnics' ? `*${label}` : label,
      ),
      'Quận/huyện',
      'Cấp công đoàn',
    ]);
    expect(tabs(html)).toEqual(
      expect.arrayContaining([
        'Tỉnh/thành phố',
        'Loại chứng chỉ ngoại ngữ',
        'Loại cơ quan',
        'Ngạch công chức, viên chức',
      ]),
    );
  });

  it('lists the provinces as a kind like the others', () => {
    const html = render(paths.categories.items.getHref('provinces'), READER);
    expect(html).toContain('Danh mục tỉnh/thành phố');
    expect(tabs(html)).toContain('*Tỉnh/thành phố');
  });

  it('offers adding, editing and deleting only as the ability allows', () => {
    const reader = render(paths.categories.items.getHref('ethnics'), READER);
    expect(rowActions(reader, 1)).toEqual([]);
    expect(reader).not.toContain('Thêm dân tộc');
    const admin = render(paths.categories.items.getHref('ethnics'), ADMIN);
    expect(rowActions(admin, 1)).toEqual(['Sửa', 'Xóa']);
    expect(admin).toContain('Thêm dân tộc');
  });

  it('keeps the genders fixed: renamed, never added to or deleted, and says so', () => {
    const html = render(paths.categories.items.getHref('genders'), ADMIN);
    expect(rowText(html, 4)).toBe('nu Nữ 2 Đang sử dụng');
    expect(rowActions(html, 4)).toEqual(['Sửa']);
    expect(html).not.toContain('Thêm giới tính');
    expect(html).toContain('Danh mục giới tính do hệ thống quy định: chỉ sửa được tên và thứ tự');
  });

  it('answers an unknown kind with the not-found message', () => {
    const html = render('/apps/categories/schools', ADMIN);
    expect(html).toContain('Không tìm thấy trang');
    expect(html).toMatch(
      /<a[^>]*href="\/apps\/categories\/ethnics"[^>]*><button[^>]*><span>Danh mục hồ sơ đoàn viên<\/span>/,
    );
    expect(html).not.toContain('Danh mục dân tộc');
    expect(isCategoryKind('schools')).toBe(false);
    expect(isCategoryScreen('schools')).toBe(false);
    expect(isCategoryKind('districts')).toBe(false);
    expect(isCategoryKind(undefined)).toBe(false);
    expect(isCategoryKind('itDegreeTypes')).toBe(true);
  });
});

describe('the other category screens of the spec', () => {
  it('says there are no districts since 1 July 2025 and leads to the provinces and the wards', () => {
    const html = render('/apps/categories/districts', READER);
    expect(html).toContain('Danh mục quận/huyện');
    expect(html).toContain('Không còn cấp quận/huyện từ ngày 01/07/2025');
    expect(html).toContain('Nghị quyết số 202/2025/QH15');
    expect(html).toMatch(
      /<a[^>]*href="\/apps\/categories\/provinces"[^>]*><button[^>]*><span>Danh mục tỉnh\/thành phố<\/span>/,
    );
    expect(html).toMatch(
      /<a[^>]*href="\/trade-union\/common\/wards"[^>]*><button[^>]*><span>Danh mục xã\/phường<\/span>/,
    );
    expect(tabs(html)).toContain('*Quận/huyện');
    expect(html).not.toContain('Không tìm thấy trang');
  });

  it('shows the levels of the union tree, in order, to read only', () => {
    const html = render('/apps/categories/organizationLevels', ADMIN);
    expect(html).toContain('Danh mục cấp công đoàn');
    expect(['province', 'ward', 'zone', 'grassroots'].map((level) => rowText(html, level))).toEqual([
      '1 Liên đoàn Lao động tỉnh',
      '2 Công đoàn xã/phường',
      '3 Công đoàn cụm/khu công nghiệp',
      '4 Công đoàn cơ sở',
    ]);
    expect(rowActions(html, 'province')).toEqual([]);
    expect(html).not.toMatch(/<button[^>]*>.*?Thêm/);
    expect(tabs(html)).toContain('*Cấp công đoàn');
  });

  it('says the school kinds are not used, with the way back to the categories', () => {
    for (const screen of ['knowledgeBlocks', 'classrooms']) {
      const html = render(`/apps/categories/${screen}`, READER);
      expect(html, screen).toContain('Danh mục này không dùng trong hệ thống công đoàn');
      expect(html, screen).toMatch(
        /<a[^>]*href="\/apps\/categories\/ethnics"[^>]*><button[^>]*><span>Về danh mục hồ sơ đoàn viên<\/span>/,
      );
      expect(html, screen).not.toContain('Không tìm thấy trang');
    }
  });

  it('leads the wards, the organisations and their types to the pages that keep them, replacing the address', () => {
    const target = (screen: 'wards' | 'organizations' | 'organizationTypes') => {
      const element = CategoryScreenPage({ screen }) as ReactElement<{ to: string; replace: boolean }>;
      expect(element.type, screen).toBe(Navigate);
      expect(element.props.replace, screen).toBe(true);
      return element.props.to;
    };
    expect(target('wards')).toBe('/trade-union/common/wards');
    expect(target('organizations')).toBe('/trade-union/organizations');
    expect(target('organizationTypes')).toBe('/trade-union/organizations/dynamic-fields?tab=choices');
    expect(CATEGORY_SCREEN_REDIRECTS).toEqual({
      wards: paths.categories.wards.getHref(),
      organizations: paths.organizations.list.getHref(),
      organizationTypes: '/trade-union/organizations/dynamic-fields?tab=choices',
    });
    expect(CATEGORY_SCREENS.every(isCategoryScreen)).toBe(true);
  });
});
