import type { DynamicFieldItem } from '@congdoan/shared';
import { Form } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { dynamicField } from '../../../test/dynamic-field-fixture';
import { type Right, renderPage } from '../../../test/render-page';
import { rowText, textOf } from '../../../test/rendered-rows';
import { dynamicFieldsQuery } from '../api/list-dynamic-fields';
import { defaultValueInput, defaultValueToEdit } from '../components/dynamic-field-form-modal';
import { DynamicFieldsPage } from './dynamic-fields-page';

const ADMIN: Right[] = [['manage', 'all']];

const field = dynamicField;

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

  it("edits the default value with the field's own input", () => {
    const inputOf = (f: DynamicFieldItem) =>
      renderToString(
        <Form initialValues={{ defaultValue: defaultValueToEdit(f) }}>
          <Form.Item name="defaultValue">{defaultValueInput(f.type, f.options)}</Form.Item>
        </Form>,
      );
    // A number field's default is a number input holding it, the Vietnamese way.
    expect(inputOf(FIELDS[0]!)).toMatch(/<input[^>]*class="ant-input-number-input"[^>]*value="2,5"/);
    // A yes/no default is a list that can stay empty, showing the answer held.
    expect(textOf(inputOf(FIELDS[2]!))).toContain('Có');
    // A multi-line text field's default is a text area.
    expect(inputOf(field({ type: 'textarea', defaultValue: 'Dòng một' }))).toMatch(
      /<textarea[^>]*>Dòng một<\/textarea>/,
    );
  });
});
