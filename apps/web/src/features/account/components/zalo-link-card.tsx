import { ZALO_LINK_CODE_TTL_MINUTES, type ZaloLinkCode, type ZaloMyAccount } from '@congdoan/shared';
import { Alert, Button, Card, Flex, Modal, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { CONFIRM_DEFAULTS } from '../../../components/row-actions';
import { formatDateTime } from '../../../lib/format-date-time';
import { useToast } from '../../../lib/use-toast';
import { useCreateZaloLinkCode } from '../api/create-zalo-link-code';
import { useMyZalo } from '../api/get-my-zalo';
import { useUnlinkMyZalo } from '../api/unlink-my-zalo';

/** How often the card asks whether the code has linked the account, while one is shown. */
const LINK_POLL_MS = 5_000;
const LINKED_TOAST = 'Đã liên kết tài khoản Zalo';
const UNLINKED_TOAST = 'Đã hủy liên kết tài khoản';
const UNLINK_FAILED = 'Hủy liên kết thất bại';

interface ViewProps {
  account: ZaloMyAccount;
  /** The code to send, while one is shown; `expired` once its time is over. */
  code: (ZaloLinkCode & { expired: boolean }) | null;
  busy: boolean;
  onGetCode: () => void;
  onUnlink: () => void;
}

/** The card's content for one state: linked, not linked, a code waiting to be sent, a code expired. */
export function ZaloLinkView({ account, code, busy, onGetCode, onUnlink }: ViewProps) {
  if (account.linked) {
    return (
      <Flex vertical gap={12} align="start">
        <Typography.Text>
          Đã liên kết với tài khoản Zalo <strong>{account.displayName ?? 'N/A'}</strong>
          {account.linkedAt ? ` từ ${formatDateTime(account.linkedAt)}` : ''}.
        </Typography.Text>
        {account.isFollowingOa !== null &&
          (account.isFollowingOa ? (
            <Tag color="success">Đang theo dõi OA: thông báo được gửi qua Zalo</Tag>
          ) : (
            <Tag color="warning">Chưa theo dõi OA: hãy quan tâm OA để nhận thông báo qua Zalo</Tag>
          ))}
        <Button danger onClick={onUnlink} loading={busy}>
          Hủy liên kết
        </Button>
      </Flex>
    );
  }
  const oa = code?.oaName ? `Official Account "${code.oaName}"` : 'Official Account của công đoàn';
  return (
    <Flex vertical gap={12} align="start">
      <Typography.Text>
        Bạn chưa liên kết tài khoản Zalo. Liên kết để nhận thông báo của công đoàn qua Zalo.
      </Typography.Text>
      {code && !code.expired && (
        <Flex vertical gap={8} style={{ width: '100%' }} role="status" aria-live="polite">
          <Typography.Text>Mã liên kết của bạn:</Typography.Text>
          <Typography.Text
            copyable={{ text: code.code, tooltips: ['Sao chép', 'Đã sao chép'] }}
            strong
            style={{ fontSize: 28, letterSpacing: 4 }}
          >
            {code.code}
          </Typography.Text>
          <Typography.Text type="secondary">
            Hết hạn lúc {formatDateTime(code.expiresAt)}; mã chỉ dùng được một lần.
          </Typography.Text>
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            <li>Mở ứng dụng Zalo, tìm {oa} và bấm Quan tâm.</li>
            <li>Gửi tin nhắn chứa mã {code.code} tới OA trong cửa sổ chat Zalo.</li>
            <li>Trang này tự cập nhật khi liên kết xong.</li>
          </ol>
        </Flex>
      )}
      {code?.expired && <Alert type="warning" showIcon title="Mã liên kết đã hết hạn. Hãy lấy mã mới." />}
      <Button type={code ? 'default' : 'primary'} onClick={onGetCode} loading={busy}>
        {code ? 'Lấy mã mới' : 'Lấy mã liên kết'}
      </Button>
      {!code && (
        <Typography.Text type="secondary">
          Mã có hiệu lực {ZALO_LINK_CODE_TTL_MINUTES} phút; gửi mã tới OA trong cửa sổ chat Zalo để liên kết.
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Whether a code's time is over now, and a flag that turns true when it runs out. */
function useExpired(code: ZaloLinkCode | null): boolean {
  const [expiredCode, setExpiredCode] = useState<string | null>(null);
  useEffect(() => {
    if (!code) return;
    const left = new Date(code.expiresAt).getTime() - Date.now();
    const timer = setTimeout(() => setExpiredCode(code.code), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [code]);
  return code !== null && expiredCode === code.code;
}

/**
 * 'Liên kết Zalo' on the profile page (beyond the spec): the user's own link, a one-time code to send
 * to the OA in a Zalo chat (the OA's webhook then links the account), and 'Hủy liên kết'.
 */
export function ZaloLinkCard() {
  const toast = useToast();
  const [code, setCode] = useState<ZaloLinkCode | null>(null);
  const expired = useExpired(code);
  const mine = useMyZalo(code && !expired ? LINK_POLL_MS : false);
  const create = useCreateZaloLinkCode();
  const unlink = useUnlinkMyZalo();
  const [modal, modalHolder] = Modal.useModal();
  const linked = mine.data?.linked ?? false;

  // The code has done its work: the OA's webhook linked the account while the card waited.
  useEffect(() => {
    if (code && linked) {
      setCode(null);
      toast.success(LINKED_TOAST);
    }
  }, [code, linked, toast]);

  const getCode = () => create.mutate(undefined, { onSuccess: setCode });
  const confirmUnlink = () =>
    modal.confirm({
      ...CONFIRM_DEFAULTS,
      title: 'Hủy liên kết Zalo?',
      content:
        'Bạn sẽ không nhận thông báo qua Zalo nữa. Chỉ gỡ liên kết: tài khoản Zalo và dữ liệu của bạn không bị xóa.',
      okButtonProps: { danger: true },
      onOk: () =>
        unlink
          .mutateAsync()
          .then(() => toast.success(UNLINKED_TOAST))
          .catch((error: unknown) => toast.failed(UNLINK_FAILED, error)),
    });

  return (
    <Card title="Liên kết Zalo">
      {modalHolder}
      {mine.isError && <Alert type="error" showIcon title={mine.error.message} />}
      {create.isError && (
        <Alert type="error" showIcon title={create.error.message} style={{ marginBottom: 12 }} />
      )}
      {mine.isPending && !mine.isError && <Skeleton active paragraph={{ rows: 2 }} />}
      {mine.data && (
        <ZaloLinkView
          account={mine.data}
          code={code && { ...code, expired }}
          busy={create.isPending || unlink.isPending}
          onGetCode={getCode}
          onUnlink={confirmUnlink}
        />
      )}
    </Card>
  );
}
