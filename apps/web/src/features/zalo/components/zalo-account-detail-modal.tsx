import type { ZaloAccountItem } from '@congdoan/shared';
import { Alert, Button, Descriptions, Flex, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format-date-time';
import { useZaloAccount } from '../api/get-zalo-account';
import { displayNameOf } from './zalo-format';
import { ActiveTag, FollowsTag, LinkedTag } from './zalo-tags';

const NONE = <Typography.Text type="secondary">—</Typography.Text>;
const when = (iso: string | null | undefined): ReactNode => (iso ? formatDateTime(iso) : NONE);

/** The account's fields as the detail modal shows them (spec §2), apart from the modal to be tested alone. */
export function ZaloAccountDetails({ account }: { account: ZaloAccountItem }) {
  const user = account.webUser;
  return (
    <Flex vertical gap={16}>
      <Descriptions
        column={1}
        bordered
        size="small"
        styles={{ label: { width: 170 } }}
        items={[
          { key: 'name', label: 'Tên hiển thị', children: displayNameOf(account) },
          {
            key: 'states',
            label: 'Trạng thái',
            children: (
              <Flex gap={4} wrap>
                <FollowsTag value={account.isFollowingOa} long />
                <ActiveTag value={account.isActive} />
                <LinkedTag value={account.isLinkedToWeb} long />
              </Flex>
            ),
          },
          {
            key: 'user',
            label: 'Người dùng web',
            children: user ? (
              <Flex vertical>
                <span>{user.fullName}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {[user.email, user.roleName ?? 'Chưa phân quyền'].filter(Boolean).join(' · ')}
                </Typography.Text>
              </Flex>
            ) : (
              <Typography.Text type="secondary">Chưa liên kết</Typography.Text>
            ),
          },
          { key: 'lastLogin', label: 'Đăng nhập gần nhất', children: when(account.lastLoginAt) },
          { key: 'created', label: 'Ngày tạo', children: when(account.createdAt) },
          { key: 'updated', label: 'Cập nhật lần cuối', children: when(account.updatedAt) },
        ]}
      />
      <Alert
        type="info"
        showIcon
        title="Dữ liệu tài khoản được đồng bộ từ Zalo Official Account (người theo dõi OA); tại đây chỉ liên kết hoặc hủy liên kết với tài khoản hệ thống."
      />
    </Flex>
  );
}

/** The detail modal of one account (zalo-account:detail): the row at once, the server's copy when it comes. */
export function ZaloAccountDetailModal({ row, onClose }: { row: ZaloAccountItem; onClose: () => void }) {
  const account = useZaloAccount(row);
  const shown = account.data ?? row;
  return (
    <Modal
      open
      title="Chi tiết tài khoản Zalo"
      onCancel={onClose}
      footer={<Button onClick={onClose}>Đóng</Button>}
      width={620}
      destroyOnHidden
    >
      {account.isError && (
        <Alert type="error" showIcon title={account.error.message} style={{ marginBottom: 12 }} />
      )}
      <ZaloAccountDetails account={shown} />
    </Modal>
  );
}
