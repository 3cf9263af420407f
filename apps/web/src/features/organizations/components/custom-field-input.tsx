import { checkCustomValue, DYNAMIC_TEXT_VALUE_MAX, type DynamicFieldSchema } from '@congdoan/shared';
import type { FormRule } from 'antd';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { DateField } from '../../../components/date-field';

/** The shared rule of a custom value (checkCustomValue), as an antd rule; `required` only marks the label. */
const rulesOf = (field: DynamicFieldSchema): FormRule[] => [
  {
    required: field.required,
    validator: async (_rule, value: unknown) => {
      const checked = checkCustomValue(field, value);
      if ('error' in checked) throw new Error(checked.error);
    },
  },
];

/** The input of a value of the field, by its type. */
export function customValueInput(field: Pick<DynamicFieldSchema, 'type' | 'options'>) {
  switch (field.type) {
    case 'number':
      return <InputNumber style={{ width: '100%' }} decimalSeparator="," />;
    case 'date':
      return <DateField placeholder="Chọn ngày" />;
    case 'boolean':
      return <Switch checkedChildren="Có" unCheckedChildren="Không" />;
    case 'select':
      return (
        <Select
          allowClear
          placeholder="Chọn"
          options={field.options.map((o) => ({ value: o, label: o }))}
          notFoundContent="Không có dữ liệu"
        />
      );
    case 'textarea':
      return <Input.TextArea maxLength={DYNAMIC_TEXT_VALUE_MAX} autoSize={{ minRows: 3, maxRows: 8 }} />;
    default:
      return <Input maxLength={DYNAMIC_TEXT_VALUE_MAX} />;
  }
}

/** One custom field of an organisation, by its type: text, multi-line text, number, date, yes/no switch, select. */
export function CustomFieldInput({ field }: { field: DynamicFieldSchema }) {
  return (
    <Form.Item
      name={['customFields', field.key]}
      label={field.label}
      required={field.required}
      rules={rulesOf(field)}
      valuePropName={field.type === 'boolean' ? 'checked' : 'value'}
    >
      {customValueInput(field)}
    </Form.Item>
  );
}
