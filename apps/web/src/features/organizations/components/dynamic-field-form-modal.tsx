import {
  checkDefaultValue,
  DYNAMIC_FIELD_OPTIONS_MAX,
  DYNAMIC_FIELD_TYPE_LABELS,
  DYNAMIC_FIELD_TYPES,
  type DynamicFieldCreateBody,
  type DynamicFieldItem,
  type DynamicFieldType,
  dynamicFieldCreateBody,
  formatNumber,
} from '@congdoan/shared';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { rulesFrom } from '../../../lib/form-rules';
import { serverFieldProblems } from '../../../lib/server-field-problems';
import { useToast } from '../../../lib/use-toast';
import { useSaveDynamicField } from '../api/save-dynamic-field';
import { customValueInput } from './custom-field-input';

const rules = rulesFrom(dynamicFieldCreateBody);

type FormValues = Pick<
  DynamicFieldCreateBody,
  'key' | 'label' | 'type' | 'options' | 'required' | 'active' | 'sortOrder'
> & {
  /** As the field's own input holds it: a number, a yes/no, a date or a text; empty for none. */
  defaultValue?: unknown;
};

/** The default value to send: the text the server stores, or null for none. */
export const defaultValueToSend = (value: unknown): string | null =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    ? null
    : String(value);

/** A stored default value as the modal's input holds it. */
export const defaultValueToEdit = (field: DynamicFieldItem): unknown => {
  if (field.defaultValue === null) return undefined;
  if (field.type === 'number') return Number(field.defaultValue);
  if (field.type === 'boolean') return field.defaultValue === 'true';
  return field.defaultValue;
};

const YES_NO_OPTIONS = [
  { value: true, label: 'Có' },
  { value: false, label: 'Không' },
];

const TYPE_OPTIONS = DYNAMIC_FIELD_TYPES.map((t) => ({ value: t, label: DYNAMIC_FIELD_TYPE_LABELS[t] }));

/** Where a server refusal belongs in the form. */
const FIELD_OF_CODE: Record<string, keyof FormValues> = {
  dynamic_field_key_exists: 'key',
  dynamic_field_type_locked: 'type',
  dynamic_field_in_use: 'options',
};

/** The default value input: the field's own input (a yes/no as a list, so it can stay empty). */
export function defaultValueInput(type: DynamicFieldType, options: string[]) {
  if (type === 'boolean') {
    return <Select allowClear placeholder="Không đặt" options={YES_NO_OPTIONS} />;
  }
  return customValueInput({ type, options });
}

/**
 * Add or edit a custom field. The key is fixed once created (values are stored under it); the
 * type is fixed while organisations hold a value (the server says so if the list was stale).
 */
export function DynamicFieldFormModal({
  open,
  field,
  nextSortOrder,
  onClose,
}: {
  open: boolean;
  /** null: a new field. */
  field: DynamicFieldItem | null;
  nextSortOrder: number;
  onClose: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const save = useSaveDynamicField();
  const toast = useToast();
  // Before the form store answers (the first render), the field's own type and options.
  const type = (Form.useWatch('type', form) as DynamicFieldType | undefined) ?? field?.type;
  const options = (Form.useWatch('options', form) as string[] | undefined) ?? field?.options ?? [];
  const typeLocked = field !== null && field.usageCount > 0;

  const submit = async (values: FormValues) => {
    const body = {
      label: values.label,
      type: values.type,
      options: values.type === 'select' ? (values.options ?? []).map((o) => o.trim()).filter(Boolean) : [],
      required: values.required ?? false,
      defaultValue: defaultValueToSend(values.defaultValue),
      active: values.active ?? true,
      sortOrder: values.sortOrder ?? 0,
    };
    await save.mutateAsync(field ? { ...body, id: field.id } : { ...body, key: values.key });
    toast.success(field ? 'Đã cập nhật trường tùy chỉnh' : 'Đã thêm trường tùy chỉnh', values.label);
    onClose();
  };

  return (
    <FormModal<FormValues>
      form={form}
      open={open}
      title={field ? 'Cập nhật trường tùy chỉnh' : 'Thêm trường tùy chỉnh'}
      okText={field ? 'Lưu' : 'Thêm'}
      initialValues={
        field
          ? {
              key: field.key,
              label: field.label,
              type: field.type,
              options: field.options,
              required: field.required,
              defaultValue: defaultValueToEdit(field),
              active: field.active,
              sortOrder: field.sortOrder,
            }
          : { type: 'text', options: [], required: false, active: true, sortOrder: nextSortOrder }
      }
      onSubmit={submit}
      fieldProblems={(error) => serverFieldProblems(error, FIELD_OF_CODE)}
      onClose={onClose}
    >
      <Form.Item
        name="key"
        label="Mã trường"
        rules={field ? [] : rules('key')}
        extra={
          field
            ? 'Mã trường không đổi được sau khi tạo.'
            : 'Bắt đầu bằng chữ cái; chữ cái không dấu, chữ số và dấu gạch dưới, ví dụ: soHopDong. Không đổi được sau khi tạo.'
        }
      >
        <Input disabled={field !== null} placeholder="vd. ngayDaiHoi" autoComplete="off" />
      </Form.Item>
      <Form.Item name="label" label="Tên trường" rules={rules('label')}>
        <Input placeholder="vd. Ngày đại hội gần nhất" />
      </Form.Item>
      <Form.Item
        name="type"
        label="Kiểu dữ liệu"
        rules={rules('type')}
        extra={
          typeLocked
            ? `Đã có ${formatNumber(field.usageCount)} đơn vị nhập giá trị: không đổi được kiểu dữ liệu.`
            : undefined
        }
      >
        <Select options={TYPE_OPTIONS} disabled={typeLocked} />
      </Form.Item>
      {type === 'select' && (
        <Form.Item
          name="options"
          label="Các lựa chọn"
          rules={rules('options')}
          extra={`Gõ một lựa chọn rồi nhấn Enter; tối đa ${DYNAMIC_FIELD_OPTIONS_MAX} lựa chọn.`}
        >
          <Select mode="tags" open={false} suffixIcon={null} placeholder="vd. Dưới 50 lao động" />
        </Form.Item>
      )}
      <Form.Item
        name="defaultValue"
        label="Giá trị mặc định"
        dependencies={['type', 'options']}
        extra="Điền sẵn khi thêm công đoàn cơ sở mới; để trống nếu không cần."
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              if (!type) return;
              const checked = checkDefaultValue({ type, label: '', options }, defaultValueToSend(value));
              if ('error' in checked) throw new Error(checked.error);
            },
          },
        ]}
      >
        {defaultValueInput(type ?? 'text', type === 'select' ? options : [])}
      </Form.Item>
      <Form.Item name="sortOrder" label="Thứ tự hiển thị" rules={rules('sortOrder')}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="required" label="Bắt buộc nhập" valuePropName="checked">
        <Switch checkedChildren="Có" unCheckedChildren="Không" />
      </Form.Item>
      <Form.Item
        name="active"
        label="Đang dùng"
        valuePropName="checked"
        extra="Trường ngừng dùng không còn trên biểu mẫu; giá trị đã nhập vẫn được giữ và xuất Excel."
      >
        <Switch checkedChildren="Có" unCheckedChildren="Không" />
      </Form.Item>
    </FormModal>
  );
}
