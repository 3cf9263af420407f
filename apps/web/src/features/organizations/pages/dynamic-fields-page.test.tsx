import type { DynamicFieldItem } from '@congdoan/shared';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { type Right, renderPage } from '../../../test/render-page';
import { rowText, textOf } from '../../../test/rendered-rows';
import { dynamicFieldsQuery } from '../api/list-dynamic-fields';
import { DynamicFieldFormModal } from '../components/dynamic-field-form-modal';
import { DynamicFieldsPage } from './dynamic-fields-page';

// A modal draws into document.body, which a page rendered to a string has not: here it draws in place.
vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof import('antd')>();
  const InPlace = ({ open, title, children }: { open?: boolean; title?: ReactNode; children?: ReactNode }) =>
    open ? (
      <div role="dialog">
        {title}
        {children}
      </div>
    ) : null;
  const Modal = Object.assign(InPlace, antd.Modal);
  return { ...antd, default: { ...antd, Modal }, Modal };
});

const ADMIN: Right[] = [['manage', 'all']];

const field = (over: Partial<DynamicFieldItem>): DynamicFieldItem => ({
  id: 1,
  key: 'soCa',
  label: 'Số ca làm việc',
  type: 'number',
  options: [],
  required: false,
  defaultValue: null,
  active: true,
  sortOrder: 1,
  usageCount: 0,
  ...over,
});

const FIELDS = [
  field({ defaultValue: '2.5' }),
  field({
    id: 2,
    key: 'moTa',
    label: 'Mô tả hoạt động',
    type: 'textarea',
    active: false,
    sortOrder: 2,
    usageCount: 3,
  }),
  field({ id: 3, key: 'coBep', label: 'Có bếp ăn', type: 'boolean', defaultValue: 'true', sortOrder: 3 }),
];

const render = (ui = <DynamicFieldsPage />) =>
  renderPage(ui, {
    url: paths.organizations.dynamicFields.getHref(),
    rights: ADMIN,
    data: [[dynamicFieldsQuery().queryKey, FIELDS]],
  });

describe('the custom fields page', () => {
  it('shows each field with its default value, as the form fills it in, and whether it is in use', () => {
    const html = render();
    expect(html).toContain('Giá trị mặc định');
    expect(rowText(html, 1)).toBe('1 soCa Số ca làm việc Số — Không 2,5 Đang dùng 0');
    expect(rowText(html, 2)).toBe('2 moTa Mô tả hoạt động Văn bản nhiều dòng — Không — Ngừng dùng 3');
    expect(rowText(html, 3)).toBe('3 coBep Có bếp ăn Có/Không — Không Có Đang dùng 0');
    expect(textOf(html)).toContain('Trường ngừng dùng không còn trên biểu mẫu; giá trị đã nhập vẫn được giữ');
  });

  it("edits the default value with the field's own input, and whether the field is in use", () => {
    const html = render(
      <DynamicFieldFormModal open field={FIELDS[0]!} nextSortOrder={4} onClose={() => undefined} />,
    );
    expect(textOf(html)).toContain('Giá trị mặc định');
    // A number field's default is a number input holding it, the Vietnamese way.
    expect(html).toMatch(/<input[^>]*class="ant-input-number-input"[^>]*value="2,5"/);
    expect(textOf(html)).toContain('Đang dùng');
    expect(html).toMatch(/<button[^>]*role="switch"[^>]*aria-checked="true"[^>]*>.*?Có/);
  });
});
