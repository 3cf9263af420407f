import {
  EVENT_TYPE_DEFAULT_COLOR,
  EVENT_TYPE_DESCRIPTION_MAX,
  EVENT_TYPE_NAME_MAX,
  type EventTypeCreateBody,
  type EventTypeItem,
  eventTypeCreateBody,
} from '@congdoan/shared';
import { Form, Input, InputNumber, Switch } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { rulesFrom } from '../../../lib/form-rules';
import { serverFieldProblems } from '../../../lib/server-field-problems';
import { useToast } from '../../../lib/use-toast';
import { useCreateEventType } from '../api/create-event-type';
import { useUpdateEventType } from '../api/update-event-type';
import { ColorField } from './color-field';

const rules = rulesFrom(eventTypeCreateBody);

type Values = EventTypeCreateBody;

/** What the form starts with: the type's values, or a new type's (active, the default colour, after the last). */
export function eventTypeFormValues(row: EventTypeItem | null, nextOrder: number): Values {
  return row
    ? { ten: row.ten, moTa: row.moTa ?? '', trangThai: row.trangThai, mauSac: row.mauSac, thuTu: row.thuTu }
    : { ten: '', moTa: '', trangThai: true, mauSac: EVENT_TYPE_DEFAULT_COLOR, thuTu: nextOrder };
}

interface EventTypeFormModalProps {
  /** The type to edit; null to create one. */
  row: EventTypeItem | null;
  nextOrder: number;
  onClose: () => void;
}

/** Create or edit an event type in a modal: name, description, calendar colour, order, active. */
export function EventTypeFormModal({ row, nextOrder, onClose }: EventTypeFormModalProps) {
  const [form] = Form.useForm<Values>();
  const toast = useToast();
  const create = useCreateEventType();
  const update = useUpdateEventType();

  const save = async (values: Values) => {
    if (row) await update.mutateAsync({ id: row.id, body: values });
    else await create.mutateAsync(values);
    toast.success(row ? 'Đã cập nhật loại sự kiện' : 'Đã thêm loại sự kiện', values.ten);
    onClose();
  };

  return (
    <FormModal<Values>
      form={form}
      title={row ? 'Cập nhật loại sự kiện' : 'Thêm loại sự kiện'}
      okText={row ? 'Lưu' : 'Thêm'}
      initialValues={eventTypeFormValues(row, nextOrder)}
      onSubmit={save}
      // A taken name belongs under the name; anything else above the form.
      fieldProblems={(error) => serverFieldProblems(error, { event_type_name_exists: 'ten' })}
      onClose={onClose}
    >
      <Form.Item name="ten" label="Tên loại sự kiện" rules={rules('ten')}>
        <Input maxLength={EVENT_TYPE_NAME_MAX} autoFocus placeholder="Ví dụ: Hội nghị" />
      </Form.Item>
      <Form.Item name="moTa" label="Mô tả" rules={rules('moTa')}>
        <Input.TextArea rows={3} maxLength={EVENT_TYPE_DESCRIPTION_MAX} showCount />
      </Form.Item>
      <Form.Item name="mauSac" label="Màu trên lịch" rules={rules('mauSac')}>
        <ColorField />
      </Form.Item>
      <Form.Item
        name="thuTu"
        label="Thứ tự"
        rules={rules('thuTu')}
        extra="Các loại sự kiện được xếp theo thứ tự tăng dần"
      >
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="trangThai" label="Đang sử dụng" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
