import {
  EVENT_NOTE_MAX,
  EVENT_NOTICE_TYPES,
  type EventItem,
  type EventNoticeSendResult,
  eventNoticeSendBody,
  ZALO_NOT_CONFIGURED_MESSAGE,
} from '@congdoan/shared';
import { Alert, Button, Checkbox, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { RoleMultiSelect, useRoleChoices } from '../../../components/role-select';
import { UserMultiSelect } from '../../../components/user-select';
import { useAppAbility } from '../../../lib/ability';
import { rulesFrom } from '../../../lib/form-rules';
import { useZaloStatus, zaloReady } from '../../../lookups/zalo-status';
import { useSendEventNotice } from '../api/send-event-notice';
import { useSendEventNoticeToAll } from '../api/send-event-notice-all';
import { NO_NOTICE, type NoticeChoice, noticeOutcome, noticeRequest, resendWarning } from './event-notice';

const rules = rulesFrom(eventNoticeSendBody);

/** The answer of a send, as the dialog shows it once sent. */
export function NoticeOutcome({
  result,
  channels,
}: {
  result: EventNoticeSendResult;
  channels: { zalo: boolean; email: boolean };
}) {
  const outcome = noticeOutcome(result, channels);
  return (
    <Flex vertical gap={12} role="status">
      <Alert
        type={outcome.type}
        showIcon
        title={outcome.title}
        description={outcome.details.length ? outcome.details.join(' · ') : undefined}
      />
      {outcome.problems.length > 0 && (
        <div>
          <Typography.Text strong>Không gửi được ({outcome.problems.length}):</Typography.Text>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 18, maxHeight: 200, overflowY: 'auto' }}>
            {outcome.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </Flex>
  );
}

interface EventNoticeDialogProps {
  event: Pick<EventItem, 'id' | 'tenSuKien' | 'soNguoiNhan'>;
  onClose: () => void;
}

/**
 * 'Gửi thông báo' of an event: to users, to the holders of roles, or to everyone in the sender's
 * scope; its type ('Thông báo sự kiện' unless chosen), a note, and Zalo or e-mail beside the inbox.
 * An event already told to someone warns before a send again (a new notice in each bell, the
 * event's notice back to 'Chưa xem'). Once sent it says how many were told and each id that was not.
 */
export function EventNoticeDialog({ event, onClose }: EventNoticeDialogProps) {
  const ability = useAppAbility();
  const roles = useRoleChoices();
  const toChosen = useSendEventNotice();
  const toAll = useSendEventNoticeToAll();
  const [form] = Form.useForm<NoticeChoice>();
  const choice = (Form.useWatch([], form) as NoticeChoice | undefined) ?? NO_NOTICE;
  const [sent, setSent] = useState<{ result: EventNoticeSendResult; zalo: boolean; email: boolean } | null>(
    null,
  );
  // Whether the OA can send is asked by those who may read Zalo accounts; for the others the server says it.
  const zaloStatus = useZaloStatus(ability.can('read', 'zalo-account'));
  const zaloOff = zaloStatus.isSuccess && !zaloReady(zaloStatus.data);
  const pending = toChosen.isPending || toAll.isPending;
  const error = toChosen.error ?? toAll.error;
  const request = noticeRequest(event.id, { ...NO_NOTICE, ...choice, guiZalo: choice.guiZalo && !zaloOff });
  const resend = resendWarning(event.soNguoiNhan);

  const submit = async () => {
    await form.validateFields();
    if (!request) return;
    try {
      const result =
        request.to === 'all'
          ? await toAll.mutateAsync(request.body)
          : await toChosen.mutateAsync(request.body);
      setSent({ result, zalo: request.body.guiZalo, email: request.body.guiEmail });
    } catch {
      // The server's message shows in the dialog.
    }
  };

  if (sent) {
    return (
      <Modal
        open
        title={`Gửi thông báo: ${event.tenSuKien}`}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose}>
            Đóng
          </Button>
        }
        destroyOnHidden
      >
        <NoticeOutcome result={sent.result} channels={sent} />
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={`Gửi thông báo: ${event.tenSuKien}`}
      okText={resend ? 'Gửi lại' : 'Gửi'}
      cancelText="Hủy"
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      okButtonProps={{ disabled: !request }}
      confirmLoading={pending}
      width={640}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      {resend && <Alert type="warning" showIcon title={resend} style={{ marginBottom: 16 }} />}
      <Form<NoticeChoice>
        noValidate
        form={form}
        layout="vertical"
        initialValues={NO_NOTICE}
        disabled={pending}
      >
        <Form.Item name="tatCa" valuePropName="checked">
          <Checkbox>Tất cả người dùng trong phạm vi của tôi</Checkbox>
        </Form.Item>
        {ability.can('read', 'user') && (
          <Form.Item name="nguoiNhanIds" label="Người nhận cụ thể">
            <UserMultiSelect placeholder="Tìm theo tên, e-mail" disabled={choice.tatCa} />
          </Form.Item>
        )}
        {roles.roles.length > 0 && (
          <Form.Item
            name="roleIds"
            label="Theo vai trò"
            extra="Mọi người giữ vai trò đã chọn, trong phạm vi của tôi"
          >
            <RoleMultiSelect disabled={choice.tatCa} />
          </Form.Item>
        )}
        <Form.Item name="loaiThongBao" label="Loại thông báo" rules={rules('loaiThongBao')}>
          <Select options={EVENT_NOTICE_TYPES.map((t) => ({ value: t, label: t }))} />
        </Form.Item>
        <Form.Item name="ghiChu" label="Ghi chú" rules={rules('ghiChu')}>
          <Input.TextArea
            rows={3}
            maxLength={EVENT_NOTE_MAX}
            showCount
            placeholder="Lời nhắn kèm thông báo"
          />
        </Form.Item>
        <Form.Item
          name="guiZalo"
          valuePropName="checked"
          style={{ marginBottom: 8 }}
          extra={zaloOff ? ZALO_NOT_CONFIGURED_MESSAGE : undefined}
        >
          <Checkbox disabled={zaloOff}>
            Gửi qua Zalo (cho người đã liên kết Zalo và đang theo dõi OA)
          </Checkbox>
        </Form.Item>
        <Form.Item name="guiEmail" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>Gửi kèm e-mail (cho người có địa chỉ e-mail)</Checkbox>
        </Form.Item>
      </Form>
      <Typography.Text type="secondary" role="status">
        {request ? null : 'Chọn người nhận, vai trò, hoặc tất cả người dùng trong phạm vi.'}
      </Typography.Text>
    </Modal>
  );
}
