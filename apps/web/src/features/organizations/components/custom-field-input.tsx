import { checkCustomValue, DYNAMIC_TEXT_VALUE_MAX, type DynamicFieldSchema } from '@congdoan/shared';
import type { FormRule } from 'antd';
import { DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const DATE_FORMAT = 'DD/MM/YYYY';
const ISO = 'YYYY-MM-DD';

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

function inputOf(field: DynamicFieldSchema) {
  switch (field.type) {
    case 'number':
      return <InputNumber style={{ width: '100%' }} decimalSeparator="," />;
    case 'date':
      return <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} placeholder="Chọn ngày" />;
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
    default:
      return <Input maxLength={DYNAMIC_TEXT_VALUE_MAX} />;
  }
}

/** One custom field of an organisation, by its type: text, number, date, yes/no switch, select. */
export function CustomFieldInput({ field }: { field: DynamicFieldSchema }) {
  const date = field.type === 'date';
  return (
    <Form.Item
      name={['customFields', field.key]}
      label={field.label}
      required={field.required}
      rules={rulesOf(field)}
      valuePropName={field.type === 'boolean' ? 'checked' : 'value'}
      // Dates live in the form as YYYY-MM-DD, as the API stores them; the picker works on dayjs.
      getValueProps={
        date ? (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : undefined }) : undefined
      }
      normalize={date ? (d: Dayjs | null) => (d ? d.format(ISO) : undefined) : undefined}
    >
      {inputOf(field)}
    </Form.Item>
  );
}
