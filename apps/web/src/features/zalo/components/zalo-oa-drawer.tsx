import { type ZaloStatus, type ZaloTokenBody, zaloTokenBody } from '@congdoan/shared';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Form,
  type FormRule,
  Input,
  InputNumber,
  Tag,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { fieldError, rulesFrom } from '../../../lib/form-rules';
import { formatDateTime } from '../../../lib/format-date-time';
import { useToast } from '../../../lib/use-toast';
import { useSaveOaToken } from '../api/save-oa-token';

const rules = rulesFrom(zaloTokenBody);
/** The access token's lifetime may be left empty (the server's 25 hours); a value given is checked. */
const expiresInRules: FormRule[] = [
  {
    validator: async (_rule, value: unknown) => {
      const message =
        value === null || value === undefined ? undefined : fieldError(zaloTokenBody, 'expiresIn', value);
      if (message) throw new Error(message);
    },
  },
];

type TokenForm = Omit<ZaloTokenBody, 'expiresIn'> & { expiresIn?: number | null };

/** The body to send: the tokens, and the lifetime only when given. */
export const tokenBody = ({ accessToken, refreshToken, expiresIn }: TokenForm): ZaloTokenBody => ({
  accessToken,
  refreshToken,
  ...(expiresIn ? { expiresIn } : {}),
});
const TOKEN_SAVED = 'Đã lưu token Zalo OA';

const NONE = <Typography.Text type="secondary">—</Typography.Text>;
const when = (iso: string | null | undefined): ReactNode => (iso ? formatDateTime(iso) : NONE);

/** The OA connection as the server reports it (GET zalo/status): never a token, only its state. */
function OaStatusDetails({ status }: { status: ZaloStatus }) {
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      styles={{ label: { width: 190 } }}
      items={[
        {
          key: 'configured',
          label: 'Cấu hình máy chủ',
          children: status.configured ? (
            <Tag color="success">Đã cấu hình</Tag>
          ) : (
            <Tag color="error">Chưa cấu hình</Tag>
          ),
        },
        {
          key: 'connected',
          label: 'Kết nối OA',
          children: status.connected ? (
            <Tag color="success">Đã kết nối</Tag>
          ) : (
            <Tag color="warning">Chưa kết nối</Tag>
          ),
        },
        { key: 'access', label: 'Access token hết hạn', children: when(status.accessExpiresAt) },
        { key: 'refresh', label: 'Refresh token hết hạn', children: when(status.refreshExpiresAt) },
        { key: 'sync', label: 'Đồng bộ gần nhất', children: when(status.lastSyncAt) },
        {
          key: 'error',
          label: 'Lỗi gần nhất',
          children: status.lastError ? (
            <Typography.Text type="danger">{status.lastError}</Typography.Text>
          ) : (
            NONE
          ),
        },
      ]}
    />
  );
}

/**
 * The administrator's OA connection: its state, and the form that enters the OA's access and refresh
 * tokens once (PUT zalo/oa-token). The tokens are kept by the server and never shown again; the
 * fields are password fields and are emptied after saving.
 */
export function ZaloOaDrawer({
  open,
  status,
  statusError,
  onClose,
}: {
  open: boolean;
  status: ZaloStatus | undefined;
  statusError: Error | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const save = useSaveOaToken();
  const [form] = Form.useForm<TokenForm>();

  const onFinish = (values: TokenForm) =>
    save.mutate(tokenBody(values), {
      onSuccess: (next) => {
        form.resetFields();
        toast.success(TOKEN_SAVED, next.connected ? 'Zalo OA đã kết nối' : undefined);
      },
    });

  return (
    <Drawer title="Kết nối Zalo OA" open={open} onClose={onClose} size="min(520px, 100vw)" destroyOnHidden>
      <Flex vertical gap={20}>
        {statusError && <Alert type="error" showIcon title={statusError.message} />}
        {status && <OaStatusDetails status={status} />}
        {status && !status.configured && (
          <Alert
            type="warning"
            showIcon
            title="Máy chủ chưa có cấu hình Zalo"
            description="Đặt ZALO_APP_ID, ZALO_APP_SECRET và ZALO_OA_SECRET_KEY trong cấu hình máy chủ rồi khởi động lại; token nhập dưới đây chỉ dùng được khi đã có cấu hình này."
          />
        )}
        <div>
          <Typography.Title level={5}>Nhập token của Official Account</Typography.Title>
          <Typography.Paragraph type="secondary">
            Lấy access token và refresh token của OA trên trang Zalo for Developers. Hệ thống lưu và tự làm
            mới token trước khi hết hạn; token không bao giờ được hiển thị lại.
          </Typography.Paragraph>
          {save.isError && (
            <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />
          )}
          <Form<TokenForm>
            noValidate
            form={form}
            layout="vertical"
            onFinish={onFinish}
            disabled={save.isPending}
          >
            <Form.Item name="accessToken" label="Access token" rules={rules('accessToken')}>
              <Input.Password autoComplete="off" visibilityToggle={false} />
            </Form.Item>
            <Form.Item name="refreshToken" label="Refresh token" rules={rules('refreshToken')}>
              <Input.Password autoComplete="off" visibilityToggle={false} />
            </Form.Item>
            <Form.Item
              name="expiresIn"
              label="Access token còn hiệu lực (giây)"
              rules={expiresInRules}
              extra="Không bắt buộc: Zalo trả về trong trường expires_in; để trống là 25 giờ."
            >
              <InputNumber min={60} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Lưu token
            </Button>
          </Form>
        </div>
      </Flex>
    </Drawer>
  );
}
