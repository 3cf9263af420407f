import {
  EVENT_NOTE_MAX,
  type EventCancelBody,
  type EventItem,
  eventCancelBody,
  ZALO_NOT_CONFIGURED_MESSAGE,
} from '@congdoan/shared';
import { Alert, Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useAppAbility } from '../../../lib/ability';
import { rulesFrom } from '../../../lib/form-rules';
import { useToast } from '../../../lib/use-toast';
import { useZaloStatus, zaloReady } from '../../../lookups/zalo-status';
import { useCancelEvent } from '../api/cancel-event';

const rules = rulesFrom(eventCancelBody);

interface CancelValues {
  lyDo?: string;
  thongBao: boolean;
  guiZalo: boolean;
}

/** The body of a cancellation: the reason, and the notice (with Zalo) only when chosen. */
export function cancelBody(values: CancelValues, zaloOff: boolean): EventCancelBody {
  const lyDo = values.lyDo?.trim() || null;
  return { lyDo, thongBao: values.thongBao, guiZalo: values.thongBao && values.guiZalo && !zaloOff };
}

/**
 * 'Hủy sự kiện': the reason, and whether those already told get a 'Hủy sự kiện' notice (and a Zalo
 * message). The event stays, marked 'Đã hủy'.
 */
export function CancelEventDialog({
  event,
  onClose,
}: {
  event: Pick<EventItem, 'id' | 'tenSuKien' | 'soNguoiNhan'>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<CancelValues>();
  const ability = useAppAbility();
  const toast = useToast();
  const cancel = useCancelEvent();
  const thongBao = Form.useWatch('thongBao', form) ?? false;
  const zaloStatus = useZaloStatus(ability.can('read', 'zalo-account'));
  const zaloOff = zaloStatus.isSuccess && !zaloReady(zaloStatus.data);

  const onFinish = (values: CancelValues) =>
    cancel.mutate(
      { id: event.id, body: cancelBody(values, zaloOff) },
      {
        onSuccess: () => {
          toast.success('Đã hủy sự kiện', event.tenSuKien);
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={`Hủy sự kiện: ${event.tenSuKien}`}
      okText="Hủy sự kiện"
      okButtonProps={{ danger: true }}
      cancelText="Đóng"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={cancel.isPending}
      destroyOnHidden
    >
      {cancel.isError && (
        <Alert type="error" showIcon title={cancel.error.message} style={{ marginBottom: 16 }} />
      )}
      <Form<CancelValues>
        noValidate
        form={form}
        layout="vertical"
        initialValues={{ thongBao: event.soNguoiNhan > 0, guiZalo: false }}
        onFinish={onFinish}
        disabled={cancel.isPending}
      >
        <Form.Item name="lyDo" label="Lý do hủy" rules={rules('lyDo')}>
          <Input.TextArea rows={3} maxLength={EVENT_NOTE_MAX} showCount autoFocus />
        </Form.Item>
        <Form.Item name="thongBao" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>
            Gửi thông báo hủy cho người đã nhận thông báo sự kiện
            {event.soNguoiNhan > 0 ? ` (${event.soNguoiNhan} người)` : ''}
          </Checkbox>
        </Form.Item>
        <Form.Item
          name="guiZalo"
          valuePropName="checked"
          extra={zaloOff ? ZALO_NOT_CONFIGURED_MESSAGE : undefined}
          style={{ marginBottom: 8 }}
        >
          <Checkbox disabled={!thongBao || zaloOff}>Gửi kèm qua Zalo</Checkbox>
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">
        Sự kiện vẫn được giữ lại với trạng thái "Đã hủy"; việc đăng ký tham gia sẽ dừng.
      </Typography.Text>
    </Modal>
  );
}
