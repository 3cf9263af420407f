import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { dynamicField } from '../../../test/dynamic-field-fixture';
import { type Right, renderPage } from '../../../test/render-page';
import { textOf } from '../../../test/rendered-rows';
import { dynamicFieldsQuery } from '../api/list-dynamic-fields';
import { OrganizationFormPage } from './organization-form-page';

const field = dynamicField;

const FIELDS = [
  field({ defaultValue: '2.5' }),
  field({ id: 2, key: 'moTa', label: 'Mô tả hoạt động', type: 'textarea', defaultValue: 'Chưa có mô tả' }),
  field({ id: 3, key: 'soHopDong', label: 'Số hợp đồng cũ', type: 'text', required: true, active: false }),
];

const render = () =>
  renderPage(<OrganizationFormPage />, {
    url: paths.organizations.create.getHref(),
    route: paths.organizations.create.path,
    rights: [['manage', 'all']] as Right[],
    data: [[dynamicFieldsQuery().queryKey, FIELDS]],
  });

describe('the organisation form with custom fields', () => {
  it('fills in each field’s default value on a new organisation; a textarea field is a multi-line input', () => {
    const html = render();
    expect(html).toMatch(/<input[^>]*class="ant-input-number-input"[^>]*value="2,5"/);
    expect(html).toMatch(/<textarea[^>]*id="customFields_moTa"[^>]*>Chưa có mô tả<\/textarea>/);
  });

  it('leaves an inactive field off the form', () => {
    const text = textOf(render());
    expect(text).toContain('Mô tả hoạt động');
    expect(text).not.toContain('Số hợp đồng cũ');
  });
});
