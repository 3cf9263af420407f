import { CATEGORY_SORT_COLUMNS, positionCreateBody, wardCreateBody } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { fieldError } from '../../../lib/form-rules';
import type { ListPaging } from '../../../lib/url-filters';
import { type Right, renderPage } from '../../../test/render-page';
import { CategoryList, fieldOfError } from './category-list';

describe('server refusals in the form', () => {
  it('go under the field they are about', () => {
    const refusal = (code: string) => new ApiError('x', 409, { code });
    expect(fieldOfError(refusal('ward_name_exists'))).toBe('name');
    expect(fieldOfError(refusal('industrial_zone_code_exists'))).toBe('code');
    expect(fieldOfError(refusal('ward_ref_invalid'))).toBe('xaPhuongId');
    expect(fieldOfError(refusal('forbidden'))).toBeUndefined();
    expect(fieldOfError(new Error('mạng'))).toBeUndefined();
  });

  it('the form rules are the shared schemas’ own Vietnamese messages', () => {
    expect(fieldError(wardCreateBody, 'name', '   ')).toBe('Vui lòng nhập tên');
    expect(fieldError(wardCreateBody, 'code', 'A B')).toBe('Mã chỉ gồm chữ, số và . _ -');
    expect(fieldError(wardCreateBody, 'kind', undefined)).toBe('Vui lòng chọn loại xã/phường');
    expect(fieldError(positionCreateBody, 'sortOrder', -2)).toBe('Thứ tự không được âm');
    expect(fieldError(positionCreateBody, 'sortOrder', null)).toBe('Vui lòng nhập thứ tự');
  });
});

const wardRow = {
  id: 1,
  code: '25112',
  name: 'Phường Bắc Giang',
  kind: 'phuong' as const,
  createdAt: '',
  updatedAt: '',
};

/** A write that is never made here: the list is only drawn. */
const nothing = { mutateAsync: async () => {} };

function renderList(rights: Right[], list: (typeof wardRow)[], filters: ListPaging = { page: 1, limit: 10 }) {
  return renderPage(
    <CategoryList<typeof wardRow, object>
      subject="ward"
      title="Danh mục xã/phường"
      noun="xã/phường"
      searchPlaceholder="Tìm xã/phường"
      list={{
        filters,
        update: () => {},
        reset: () => {},
        search: { value: '', onChange: () => {}, onSubmit: () => {} },
        choices: {},
        choose: () => {},
        compact: false,
      }}
      query={{ data: { list, count: list.length }, isFetching: false, error: null }}
      columns={[
        { title: 'Mã', dataIndex: 'code' },
        { title: 'Tên xã/phường', dataIndex: 'name' },
        { title: 'Loại', dataIndex: 'kind' },
      ]}
      sortable={CATEGORY_SORT_COLUMNS}
      facts={(row) => [row.code]}
      formFields={null}
      formValues={() => ({})}
      writes={{ create: nothing, update: nothing, remove: nothing }}
    />,
    { rights },
  );
}

describe('a category list', () => {
  it('offers adding, editing and deleting only as the ability allows', () => {
    const reader = renderList(['view-ward'], [wardRow]);
    expect(reader).toContain('Phường Bắc Giang');
    expect(reader).not.toContain('Thêm xã/phường');
    expect(reader).not.toContain('aria-label="Sửa"');
    expect(reader).not.toContain('aria-label="Xóa"');
    expect(reader).not.toContain('Thao tác');

    const editor = renderList(['view-ward', 'create-ward', 'update-ward'], [wardRow]);
    expect(editor).toContain('Thêm xã/phường');
    expect(editor).toContain('aria-label="Sửa"');
    expect(editor).not.toContain('aria-label="Xóa"');
    expect(editor).toContain('Thao tác');
  });

  it('offers ‘Đặt lại’ beside its search, as every list does', () => {
    expect(renderList(['view-ward'], [wardRow])).toMatch(/<button[^>]*><span>Đặt lại<\/span><\/button>/);
  });

  it('sorts by the columns the server sorts by, showing the sort the URL holds', () => {
    const html = renderList(['view-ward'], [wardRow], {
      page: 1,
      limit: 10,
      sortBy: 'name',
      order: 'desc',
    });
    const headers = [...html.matchAll(/<th[^>]*>.*?<\/th>/g)].map((m) => m[0]);
    const header = (title: string) => headers.find((h) => h.includes(`>${title}<`)) ?? '';
    expect(header('Tên xã/phường')).toContain('aria-sort="descending"');
    expect(header('Mã')).not.toContain('aria-sort');
    expect(header('Mã')).toContain('aria-description="sortable"');
    expect(header('Loại')).not.toContain('sortable');
  });

  it('says so when there is nothing to show', () => {
    expect(renderList(['view-ward'], [])).toContain('Không có dữ liệu');
  });
});
