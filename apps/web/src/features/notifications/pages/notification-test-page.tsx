import {
  NO_RECIPIENT_MESSAGE,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TITLE_MAX,
  type NotificationChannel,
  type NotificationEmailItem,
  type NotificationTestResult,
  type NotificationZaloItem,
  notificationTestBody,
  type RecipientItem,
  ZALO_DELIVERY_STATE_LABELS,
} from '@congdoan/shared';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Tag,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { UserSelect } from '../../../components/user-select';
import { useAppAbility } from '../../../lib/ability';
import { rulesFrom } from '../../../lib/form-rules';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSessionUser } from '../../../lib/use-session-user';
import { useFollowedEmails } from '../api/list-notification-emails';
import { useFollowedZalo } from '../api/list-notification-zalo';
import { useFollowedRecipient } from '../api/list-recipients';
import { useTestChannels } from '../api/list-test-channels';
import { useSendTest } from '../api/send-test';

interface TestForm {
  to: 'me' | 'other';
  nguoiNhanId?: number | null;
  kenh: NotificationChannel[];
  tieuDe?: string;
  noiDung?: string;
}

const rules = rulesFrom(notificationTestBody);

/** One delivery's state as a tag and its explanation. */
function State({ color, label, note }: { color: string; label: string; note?: ReactNode }) {
  return (
    <Flex vertical gap={2} align="start">
      <Tag color={color}>{label}</Tag>
      {note && <Typography.Text type="secondary">{note}</Typography.Text>}
    </Flex>
  );
}

function InAppState({ recipient }: { recipient: RecipientItem | undefined }) {
  if (!recipient) return <State color="processing" label="Đang kiểm tra" />;
  return recipient.daDoc ? (
    <State
      color="green"
      label="Đã giao, đã đọc"
      note={recipient.readAt ? `Đọc lúc ${formatDateTime(recipient.readAt)}` : undefined}
    />
  ) : (
    <State color="blue" label="Đã giao vào hộp thư" note="Chưa đọc: chuông của người nhận đã báo" />
  );
}

function EmailState({
  result,
  email,
}: {
  result: NotificationTestResult;
  email: NotificationEmailItem | undefined;
}) {
  const sent = result.ketQua.find((k) => k.kenh === 'email');
  if (sent?.trangThai === 'no_address')
    return <State color="default" label="Không gửi" note={sent.ghiChu ?? 'Người nhận chưa có e-mail'} />;
  if (!email) return <State color="processing" label="Đang xếp hàng gửi" note={sent?.ghiChu} />;
  switch (email.state) {
    case 'pending':
      return (
        <State
          color="processing"
          label="Đang chờ gửi"
          note={
            email.lastError
              ? `Lần thử ${email.attempts} lỗi: ${email.lastError}; sẽ thử lại`
              : `Tới ${email.to}`
          }
        />
      );
    case 'delivered':
      return (
        <State
          color="green"
          label="Đã gửi"
          note={`Tới ${email.to}${email.deliveredAt ? ` lúc ${formatDateTime(email.deliveredAt)}` : ''}`}
        />
      );
    case 'logged':
      return (
        <State
          color="warning"
          label="Chưa cấu hình: chỉ ghi nhật ký"
          note={sent?.ghiChu ?? `Thư tới ${email.to} được ghi vào nhật ký máy chủ, không gửi đi`}
        />
      );
    case 'failed':
      return (
        <State
          color="error"
          label="Gửi thất bại"
          note={`${email.lastError ?? 'Không rõ lý do'} (sau ${email.attempts} lần thử)`}
        />
      );
  }
}

/** The Zalo message of a test send: queued, sent or failed with the OA's error. */
function ZaloState({
  result,
  zalo,
}: {
  result: NotificationTestResult;
  zalo: NotificationZaloItem | undefined;
}) {
  const sent = result.ketQua.find((k) => k.kenh === 'zalo');
  if (sent?.trangThai === 'no_address')
    return (
      <State
        color="default"
        label="Không gửi"
        note={sent.ghiChu ?? 'Người nhận chưa liên kết Zalo hoặc không theo dõi OA'}
      />
    );
  if (!zalo) return <State color="processing" label="Đang xếp hàng gửi" note={sent?.ghiChu} />;
  const label = ZALO_DELIVERY_STATE_LABELS[zalo.state];
  const account = `Tới tài khoản Zalo ${zalo.displayName ?? 'N/A'}`;
  switch (zalo.state) {
    case 'queued':
      return (
        <State
          color="processing"
          label={label}
          note={zalo.lastError ? `Lần thử ${zalo.attempts} lỗi: ${zalo.lastError}; sẽ thử lại` : account}
        />
      );
    case 'sent':
      return (
        <State
          color="green"
          label={label}
          note={`${account}${zalo.deliveredAt ? ` lúc ${formatDateTime(zalo.deliveredAt)}` : ''}`}
        />
      );
    case 'failed':
      return (
        <State
          color="error"
          label={label}
          note={`${zalo.lastError ?? 'Không rõ lý do'} (sau ${zalo.attempts} lần thử)`}
        />
      );
  }
}

/** /trade-union/notification-test: an administrator checks each channel by sending a test to a user. */
export function NotificationTestPage() {
  const user = useSessionUser();
  const ability = useAppAbility();
  const channels = useTestChannels();
  const send = useSendTest();
  const [form] = Form.useForm<TestForm>();
  const to = Form.useWatch('to', form);
  const [result, setResult] = useState<NotificationTestResult | null>(null);
  const sentId = result?.thongBaoId ?? null;
  const inApp = useFollowedRecipient(result?.ketQua.some((k) => k.kenh === 'in_app') ? sentId : null);
  const queued = (channel: NotificationChannel) =>
    result?.ketQua.some((k) => k.kenh === channel && k.trangThai === 'pending') ?? false;
  const emails = useFollowedEmails(sentId, queued('email'));
  const zalo = useFollowedZalo(sentId, queued('zalo'));

  const onFinish = async ({ to, nguoiNhanId, kenh, tieuDe, noiDung }: TestForm) => {
    setResult(null);
    try {
      setResult(
        await send.mutateAsync({
          kenh,
          ...(to === 'other' && nguoiNhanId ? { nguoiNhanId } : {}),
          ...(tieuDe?.trim() ? { tieuDe } : {}),
          ...(noiDung?.trim() ? { noiDung } : {}),
        }),
      );
    } catch {
      // The server's message shows above the form.
    }
  };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={10}>
        <Card title="Các kênh gửi">
          {channels.error && <Alert type="error" showIcon title={channels.error.message} />}
          <Flex vertical gap={12}>
            {channels.data?.kenh.map((k) => (
              <Flex key={k.ma} vertical gap={2}>
                <Flex gap={8} align="center">
                  <Typography.Text strong>{k.ten}</Typography.Text>
                  <Tag color={k.daCauHinh ? 'green' : 'warning'}>
                    {k.daCauHinh ? 'Đã cấu hình' : 'Chưa cấu hình'}
                  </Tag>
                </Flex>
                {k.ghiChu && <Typography.Text type="secondary">{k.ghiChu}</Typography.Text>}
              </Flex>
            ))}
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card title="Gửi thông báo thử">
          {send.isError && (
            <Alert type="error" showIcon title={send.error.message} style={{ marginBottom: 16 }} />
          )}
          <Form<TestForm>
            noValidate
            form={form}
            layout="vertical"
            initialValues={{ to: 'me', kenh: ['in_app'] }}
            onFinish={onFinish}
            disabled={send.isPending}
          >
            <Form.Item name="to" label="Gửi tới">
              <Radio.Group>
                <Radio value="me">Chính tôi{user ? ` (${user.fullName})` : ''}</Radio>
                {ability.can('read', 'user') && <Radio value="other">Người dùng khác</Radio>}
              </Radio.Group>
            </Form.Item>
            {to === 'other' && (
              <Form.Item
                name="nguoiNhanId"
                label="Người nhận"
                // The body may leave the recipient out (the caller); this choice names one.
                rules={[{ required: true, message: NO_RECIPIENT_MESSAGE }, ...rules('nguoiNhanId')]}
              >
                <UserSelect placeholder="Tìm theo tên, e-mail" />
              </Form.Item>
            )}
            <Form.Item
              name="kenh"
              label="Kênh"
              rules={rules('kenh')}
              // Not marked required: antd would put aria-required on the checkbox group, which a group may not carry.
              required={false}
            >
              <Checkbox.Group
                options={NOTIFICATION_CHANNELS.map((k) => ({
                  value: k,
                  label: NOTIFICATION_CHANNEL_LABELS[k],
                }))}
              />
            </Form.Item>
            <Form.Item name="tieuDe" label="Tiêu đề (để trống: 'Thông báo thử')" rules={rules('tieuDe')}>
              <Input maxLength={NOTIFICATION_TITLE_MAX} />
            </Form.Item>
            <Form.Item name="noiDung" label="Nội dung (để trống: nội dung mặc định)" rules={rules('noiDung')}>
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={NOTIFICATION_BODY_MAX} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={send.isPending}>
              Gửi thử
            </Button>
          </Form>
        </Card>
        {result && (
          <Card
            title="Kết quả"
            role="region"
            aria-label="Kết quả"
            aria-live="polite"
            style={{ marginTop: 24 }}
          >
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label="Người nhận">
                {result.nguoiNhan.fullName}
                {result.nguoiNhan.email ? ` (${result.nguoiNhan.email})` : ''}
              </Descriptions.Item>
              {result.ketQua.map((k) => (
                <Descriptions.Item key={k.kenh} label={NOTIFICATION_CHANNEL_LABELS[k.kenh]}>
                  {k.kenh === 'in_app' ? (
                    <InAppState recipient={inApp.data?.list[0]} />
                  ) : k.kenh === 'email' ? (
                    <EmailState result={result} email={emails.data?.list[0]} />
                  ) : (
                    <ZaloState result={result} zalo={zalo.data?.list[0]} />
                  )}
                </Descriptions.Item>
              ))}
            </Descriptions>
            {[emails.error, zalo.error].map(
              (error) =>
                error && (
                  <Alert
                    key={error.message}
                    type="error"
                    showIcon
                    title={error.message}
                    style={{ marginTop: 12 }}
                  />
                ),
            )}
          </Card>
        )}
      </Col>
    </Row>
  );
}
