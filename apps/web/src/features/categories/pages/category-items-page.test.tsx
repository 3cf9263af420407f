import { CATEGORY_KIND_LABELS, type CategoryItem, type CategoryKind, type ListPage } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { filtersAt, type Right, renderPage } from '../../../test/render-page';
import { rowActions, rowText } from '../../../test/rendered-rows';
import { categoryItemListFilters, categoryItemListQuery } from '../api/list-category-items';
import { CategoryItemsPage, isCategoryKind } from './category-items-page';

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
    expect(tabs(html)).toEqual(
      Object.entries(CATEGORY_KIND_LABELS).map(([kind, label]) => (kind === 'ethnics' ? `*${label}` : label)),
    );
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
    const html = render('/apps/categories/classrooms', ADMIN);
    expect(html).toContain('Không tìm thấy trang');
    expect(html).toMatch(
      /<a[^>]*href="\/apps\/categories\/ethnics"[^>]*><button[^>]*><span>Danh mục hồ sơ đoàn viên<\/span>/,
    );
    expect(html).not.toContain('Danh mục dân tộc');
    expect(isCategoryKind('classrooms')).toBe(false);
    expect(isCategoryKind(undefined)).toBe(false);
    expect(isCategoryKind('itDegreeTypes')).toBe(true);
  });
});
