import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type EventTypeItem, formatNumber } from '@congdoan/shared';
import { Button, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type ListColumn, ListPageLayout } from '../../../components/list-page';
import { CellText } from '../../../components/list-table';
import type { RowAction } from '../../../components/row-actions';
import { useAppAbility } from '../../../lib/ability';
import { useListPage } from '../../../lib/use-list-page';
import { useToast } from '../../../lib/use-toast';
import { useDeleteEventType } from '../api/delete-event-type';
import { eventTypeListFilters, useEventTypeList } from '../api/list-event-types';
import { ColorDot } from '../components/event-tags';
import { EventTypeFormModal } from '../components/event-type-form-modal';

/** The words of the active filter's three choices (all, yes, no). */
const ACTIVE_OPTIONS = [
  { value: 'all', label: 'Tất cả trạng thái' },
  { value: 'yes', label: 'Đang sử dụng' },
  { value: 'no', label: 'Ngừng sử dụng' },
] as const;
type ActiveChoice = (typeof ACTIVE_OPTIONS)[number]['value'];
const choiceOf = (value: boolean | undefined): ActiveChoice =>
  value === undefined ? 'all' : value ? 'yes' : 'no';

function ActiveTag({ active }: { active: boolean }) {
  return <Tag color={active ? 'success' : 'default'}>{active ? 'Đang sử dụng' : 'Ngừng sử dụng'}</Tag>;
}

/** The delete's question: a type in use cannot go (the server says so, with how many). */
export const deleteQuestion = (row: Pick<EventTypeItem, 'ten' | 'soSuKien'>) =>
  row.soSuKien > 0
    ? `Loại sự kiện "${row.ten}" đang được dùng cho ${formatNumber(row.soSuKien)} sự kiện và sẽ không xóa được. Vẫn thử xóa?`
    : `Xóa loại sự kiện "${row.ten}"?`;

/** /trade-union/event-types: the kinds of event, with their calendar colour and order. */
export function EventTypesPage() {
  const page = useListPage(eventTypeListFilters);
  const list = useEventTypeList(page.filters);
  const ability = useAppAbility();
  const toast = useToast();
  const remove = useDeleteEventType();
  const [editing, setEditing] = useState<{ row: EventTypeItem | null } | null>(null);
  // A new type goes after the last one shown, the usual case.
  const nextOrder = Math.min(9999, Math.max(0, ...(list.data?.list ?? []).map((t) => t.thuTu)) + 1);

  const columns: ListColumn<EventTypeItem>[] = [
    { title: 'Thứ tự', dataIndex: 'thuTu', key: 'thuTu', width: 84, align: 'end' },
    {
      title: 'Tên loại sự kiện',
      key: 'ten',
      minWidth: 220,
      render: (_v, row) => (
        <Flex align="center" style={{ minWidth: 0 }}>
          <ColorDot color={row.mauSac} size={12} />
          <CellText text={row.ten} />
        </Flex>
      ),
    },
    { title: 'Mô tả', dataIndex: 'moTa', key: 'moTa', minWidth: 220 },
    { title: 'Màu', dataIndex: 'mauSac', key: 'mauSac', width: 100 },
    {
      title: 'Số sự kiện',
      key: 'soSuKien',
      width: 110,
      align: 'end',
      render: (_v, row) => formatNumber(row.soSuKien),
    },
    {
      title: 'Trạng thái',
      key: 'trangThai',
      width: 140,
      render: (_v, row) => <ActiveTag active={row.trangThai} />,
    },
  ];

  const actionsOf = (row: EventTypeItem): RowAction[] => [
    {
      key: 'edit',
      label: 'Sửa',
      icon: <EditOutlined />,
      action: 'update',
      subject: 'event-type',
      onClick: () => setEditing({ row }),
    },
    {
      key: 'delete',
      label: 'Xóa',
      icon: <DeleteOutlined />,
      action: 'delete',
      subject: 'event-type',
      danger: true,
      confirm: { content: deleteQuestion(row) },
      // The refusal of a type in use names how many events use it.
      onClick: () =>
        remove.mutateAsync(row.id).then(
          () => toast.success('Đã xóa loại sự kiện', row.ten),
          (error: unknown) => toast.failed('Không xóa được loại sự kiện', error),
        ),
    },
  ];

  return (
    <ListPageLayout
      title="Loại sự kiện"
      page={page}
      query={list}
      actions={
        ability.can('create', 'event-type') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: null })}>
            Thêm loại sự kiện
          </Button>
        )
      }
      search={{ placeholder: 'Tìm theo tên, mô tả', label: 'Tìm loại sự kiện', width: 320 }}
      filters={(values, change) => (
        <Select<ActiveChoice>
          aria-label="Lọc theo trạng thái"
          value={choiceOf(values.trangThai)}
          onChange={(choice) => change({ trangThai: choice === 'all' ? undefined : choice === 'yes' })}
          options={ACTIVE_OPTIONS.map((o) => ({ ...o }))}
          style={{ width: 180 }}
        />
      )}
      columns={columns}
      noun="loại sự kiện"
      rowActions={actionsOf}
      emptyText="Chưa có loại sự kiện nào"
      card={{
        title: (row) => (
          <>
            <ColorDot color={row.mauSac} />
            {row.ten}
          </>
        ),
        name: (row) => row.ten,
        facts: (row) => [
          `Thứ tự ${row.thuTu} · ${formatNumber(row.soSuKien)} sự kiện`,
          <ActiveTag key="active" active={row.trangThai} />,
        ],
      }}
      below={
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          Loại sự kiện ngừng sử dụng không còn được chọn khi tạo sự kiện; các sự kiện đã có vẫn giữ loại của
          mình.
        </Typography.Text>
      }
    >
      {editing && (
        <EventTypeFormModal row={editing.row} nextOrder={nextOrder} onClose={() => setEditing(null)} />
      )}
    </ListPageLayout>
  );
}
