import {
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_DEFAULT_TYPE,
  NOTIFICATION_LINK_MAX,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_TYPE_MAX,
  type NotificationCreateBody,
  type NotificationItem,
  notificationCreateBody,
} from '@congdoan/shared';
import { Alert, Form, Input } from 'antd';
import { SaveForm, useFormSave } from '../../../components/form-modal';
import { RecordFormModal } from '../../../components/record-form-modal';
import { rulesFrom } from '../../../lib/form-rules';
import { useToast } from '../../../lib/use-toast';
import { useCreateNotification } from '../api/create-notification';
import { useNotification } from '../api/get-notification';
import { useUpdateNotification } from '../api/update-notification';

const rules = rulesFrom(notificationCreateBody);
const FORM_ID = 'notification-form';

type FormValues = NotificationCreateBody;

/** Write or correct a notification; a sent one keeps what it said before in its history. */
export function NotificationFormModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const existing = useNotification(id);
  const ready = id === null || existing.isSuccess;
  return (
    <RecordFormModal
      title={id === null ? 'Tạo thông báo' : 'Sửa thông báo'}
      formId={FORM_ID}
      ready={ready}
      error={existing.error}
      onClose={onClose}
    >
      <NotificationForm item={existing.data} onDone={onClose} />
    </RecordFormModal>
  );
}

function NotificationForm({ item, onDone }: { item: NotificationItem | undefined; onDone: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const create = useCreateNotification();
  const update = useUpdateNotification();
  const toast = useToast();
  const save = useFormSave(form, async (values: FormValues) => {
    const body = { ...values, duongDan: values.duongDan || null };
    if (item) await update.mutateAsync({ id: item.id, body });
    else await create.mutateAsync(body);
    toast.success(item ? 'Đã cập nhật thông báo' : 'Đã tạo thông báo', values.tieuDe);
    onDone();
  });

  return (
    <SaveForm
      id={FORM_ID}
      form={form}
      save={save}
      notices={
        item?.guiLanDau && (
          <Alert
            type="info"
            showIcon
            title={`Thông báo đã gửi tới ${item.soNguoiNhan} người: họ sẽ thấy nội dung đã sửa, lịch sử thay đổi giữ nội dung cũ.`}
            style={{ marginBottom: 16 }}
          />
        )
      }
      initialValues={
        item
          ? {
              tieuDe: item.tieuDe,
              noiDung: item.noiDung,
              loaiThongBao: item.loaiThongBao,
              duongDan: item.duongDan,
            }
          : { loaiThongBao: NOTIFICATION_DEFAULT_TYPE }
      }
    >
      <Form.Item name="tieuDe" label="Tiêu đề" rules={rules('tieuDe')} required>
        <Input maxLength={NOTIFICATION_TITLE_MAX} showCount />
      </Form.Item>
      <Form.Item name="noiDung" label="Nội dung" rules={rules('noiDung')} required>
        <Input.TextArea autoSize={{ minRows: 5, maxRows: 14 }} maxLength={NOTIFICATION_BODY_MAX} showCount />
      </Form.Item>
      <Form.Item name="loaiThongBao" label="Loại thông báo" rules={rules('loaiThongBao')}>
        <Input maxLength={NOTIFICATION_TYPE_MAX} />
      </Form.Item>
      <Form.Item
        name="duongDan"
        label="Trang liên quan"
        rules={rules('duongDan')}
        extra="Một trang của hệ thống mà thông báo mở khi người nhận bấm vào, ví dụ /trade-union/events/list"
      >
        <Input placeholder="/trade-union/..." maxLength={NOTIFICATION_LINK_MAX} />
      </Form.Item>
    </SaveForm>
  );
}
