import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { formatNumber, type NotificationItem } from '@congdoan/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CellLines } from '../../../components/cell-lines';
import { type ListColumn, ListPageLayout } from '../../../components/list-page';
import { CellText } from '../../../components/list-table';
import type { RowAction } from '../../../components/row-actions';
import { UserSelect } from '../../../components/user-select';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { formatDateTime } from '../../../lib/format-date-time';
import { useListPage } from '../../../lib/use-list-page';
import { useToast } from '../../../lib/use-toast';
import { useDeleteNotification } from '../api/delete-notification';
import { notificationListFilters, useNotificationList } from '../api/list-notifications';
import { NotificationDetailDrawer } from '../components/notification-detail-drawer';
import { NotificationFormModal } from '../components/notification-form-modal';
import { ReadRate } from '../components/read-rate';
import { SendDialog } from '../components/send-dialog';

/** /trade-union/notification-management: the notifications of the caller's scope, written, sent and followed. */
export function NotificationManagementPage() {
  const page = useListPage(notificationListFilters);
  const list = useNotificationList(page.filters);
  const ability = useAppAbility();
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteNotification();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [form, setForm] = useState<{ id: number | null } | null>(null);
  const [sending, setSending] = useState<NotificationItem | null>(null);
  // The sender's name, known once picked (the URL holds only the id).
  const [senderName, setSenderName] = useState<{ id: number; name: string } | null>(null);

  const columns: ListColumn<NotificationItem>[] = [
    {
      title: 'Tiêu đề',
      key: 'tieuDe',
      minWidth: 240,
      render: (_v, row) => (
        <CellLines sub={row.loaiThongBao}>
          <CellText text={row.tieuDe} />
        </CellLines>
      ),
    },
    {
      title: 'Người gửi',
      key: 'nguoiGui',
      width: 170,
      render: (_v, row) => row.nguoiGuiUser?.fullName ?? '—',
    },
    {
      title: 'Ngày tạo',
      key: 'createdAt',
      width: 140,
      render: (_v, row) => formatDateTime(row.createdAt),
    },
    { title: 'Đã đọc', key: 'soDaDoc', width: 170, render: (_v, row) => <ReadRate item={row} /> },
  ];

  const actionsOf = (row: NotificationItem): RowAction[] => [
    {
      key: 'detail',
      label: 'Xem chi tiết',
      icon: <EyeOutlined />,
      action: 'detail',
      subject: 'notification',
      onClick: () => setDetailId(row.id),
    },
    {
      key: 'send',
      label: 'Gửi',
      icon: <SendOutlined />,
      action: 'create',
      subject: 'notification',
      onClick: () => setSending(row),
    },
    {
      key: 'edit',
      label: 'Sửa',
      icon: <EditOutlined />,
      action: 'update',
      subject: 'notification',
      onClick: () => setForm({ id: row.id }),
    },
    {
      key: 'delete',
      label: 'Xóa',
      icon: <DeleteOutlined />,
      action: 'delete',
      subject: 'notification',
      danger: true,
      confirm: {
        content: row.guiLanDau
          ? `Xóa thông báo "${row.tieuDe}"? Thông báo sẽ biến mất khỏi hộp thư của ${formatNumber(row.soNguoiNhan)} người nhận.`
          : `Xóa thông báo "${row.tieuDe}"?`,
      },
      onClick: () =>
        remove
          .mutateAsync(row.id)
          .then(() => toast.success('Đã xóa thông báo', row.tieuDe))
          .catch((e: unknown) => toast.error(e)),
    },
  ];

  return (
    <ListPageLayout
      title="Quản lý thông báo"
      page={page}
      query={list}
      actions={
        ability.can('create', 'notification') && (
          <>
            <Button onClick={() => navigate(paths.notifications.test.getHref())}>Gửi thử</Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ id: null })}>
              Tạo thông báo
            </Button>
          </>
        )
      }
      search={{ placeholder: 'Tìm theo tiêu đề, nội dung', label: 'Tìm kiếm thông báo', width: 320 }}
      filters={
        ability.can('read', 'user')
          ? (values, change) => (
              <UserSelect
                aria-label="Lọc theo người gửi"
                placeholder="Người gửi"
                value={values.nguoiGui ?? null}
                selectedName={senderName && senderName.id === values.nguoiGui ? senderName.name : undefined}
                onChange={(nguoiGui, option) => {
                  if (option && nguoiGui !== null) setSenderName({ id: nguoiGui, name: option.label });
                  change({ nguoiGui: nguoiGui ?? undefined });
                }}
                style={{ width: 260 }}
              />
            )
          : undefined
      }
      numbered
      columns={columns}
      pageSizes={[10, 20, 50]}
      noun="thông báo"
      rowActions={actionsOf}
      emptyText="Chưa có thông báo nào"
      card={{
        title: (row) => row.tieuDe,
        name: (row) => row.tieuDe,
        facts: (row) => [
          `${row.nguoiGuiUser?.fullName ?? '—'} · ${formatDateTime(row.createdAt)}`,
          <ReadRate key="reach" item={row} />,
        ],
      }}
    >
      <NotificationDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
      {form && <NotificationFormModal id={form.id} onClose={() => setForm(null)} />}
      {sending && <SendDialog item={sending} onClose={() => setSending(null)} />}
    </ListPageLayout>
  );
}
