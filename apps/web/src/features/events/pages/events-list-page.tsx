import {
  CarryOutOutlined,
  CloseCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  SendOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { EVENT_STATUSES, type EventItem, type EventStatus } from '@congdoan/shared';
import { Button, Flex, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CellLines } from '../../../components/cell-lines';
import { DateField } from '../../../components/date-field';
import { type ListColumn, ListPageLayout } from '../../../components/list-page';
import { CellText } from '../../../components/list-table';
import { useFilterOrganizationName } from '../../../components/organization-filter';
import { OrganizationSelect } from '../../../components/organization-select';
import type { RowAction } from '../../../components/row-actions';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { useListPage } from '../../../lib/use-list-page';
import { useToast } from '../../../lib/use-toast';
import { useDeleteEvent } from '../api/delete-event';
import { eventListFilters, useEventList } from '../api/list-events';
import { CancelEventDialog } from '../components/cancel-event-dialog';
import { registrationCount, seenCount } from '../components/event-counts';
import { cancellable, eventTimeLines, eventTimeText } from '../components/event-format';
import { EventNoticeDialog } from '../components/event-notice-dialog';
import { EventStatusTag, EventTypeTag } from '../components/event-tags';
import { EventTypeSelect } from '../components/event-type-select';

/** /trade-union/events/list: the events the caller may see, with filters in the URL. */
export function EventsListPage() {
  const page = useListPage(eventListFilters, { columns: 'events' });
  const { filters } = page;
  const list = useEventList(filters);
  const ability = useAppAbility();
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteEvent();
  const [cancelling, setCancelling] = useState<EventItem | null>(null);
  const [noticeOf, setNoticeOf] = useState<EventItem | null>(null);
  const { name: organizationName, remember: rememberOrganization } = useFilterOrganizationName(
    filters.organizationId,
  );
  const canOpen = ability.can('detail', 'event');

  const columns: ListColumn<EventItem>[] = [
    {
      title: 'Tên sự kiện',
      key: 'tenSuKien',
      minWidth: 200,
      fixed: 'left',
      render: (_v, row) =>
        canOpen ? (
          <Link to={paths.events.detail.getHref(row.id)} style={{ display: 'block', minWidth: 0 }}>
            <CellText text={row.tenSuKien} />
          </Link>
        ) : (
          row.tenSuKien
        ),
    },
    {
      title: 'Loại',
      key: 'loaiSuKien',
      width: 132,
      optional: 'shown',
      render: (_v, row) => <EventTypeTag type={row.loaiSuKien} />,
    },
    {
      title: 'Thời gian',
      key: 'thoiGianBatDau',
      width: 170,
      render: (_v, row) => {
        const [start, end] = eventTimeLines(row);
        return <CellLines sub={end}>{start}</CellLines>;
      },
    },
    { title: 'Địa điểm', dataIndex: 'diaDiem', key: 'diaDiem', minWidth: 120, optional: 'shown' },
    {
      title: 'Đơn vị tổ chức',
      key: 'organization',
      width: 180,
      optional: 'hidden',
      render: (_v, row) => row.organization?.name,
    },
    {
      title: 'Trạng thái',
      key: 'trangThai',
      width: 116,
      render: (_v, row) => <EventStatusTag status={row.trangThai} />,
    },
    {
      title: 'Đăng ký',
      key: 'soDaDangKy',
      width: 104,
      optional: 'shown',
      render: (_v, row) => registrationCount(row),
    },
    {
      title: 'Đã xem thông báo',
      key: 'soDaXem',
      width: 140,
      optional: 'hidden',
      render: (_v, row) => seenCount(row),
    },
    {
      title: 'Người tạo',
      key: 'nguoiTao',
      width: 160,
      optional: 'hidden',
      render: (_v, row) => row.nguoiTaoUser?.fullName,
    },
  ];

  const actionsOf = (row: EventItem): RowAction[] => [
    {
      key: 'detail',
      label: 'Xem chi tiết',
      icon: <EyeOutlined />,
      action: 'detail',
      subject: 'event',
      onClick: () => navigate(paths.events.detail.getHref(row.id)),
    },
    // Changes are for the events of the caller's own unit (coTheQuanLy), with the right to make them.
    ...(row.coTheQuanLy
      ? ([
          {
            key: 'edit',
            label: 'Sửa',
            icon: <EditOutlined />,
            action: 'update',
            subject: 'event',
            onClick: () => navigate(paths.events.edit.getHref(row.id)),
          },
          {
            key: 'notify',
            label: 'Gửi thông báo',
            icon: <SendOutlined />,
            action: 'notify_event',
            subject: 'event',
            onClick: () => setNoticeOf(row),
          },
          ...(cancellable(row.trangThai)
            ? [
                {
                  key: 'cancel',
                  label: 'Hủy sự kiện',
                  icon: <CloseCircleOutlined />,
                  action: 'update',
                  subject: 'event',
                  onClick: () => setCancelling(row),
                } satisfies RowAction,
              ]
            : []),
          {
            key: 'delete',
            label: 'Xóa',
            icon: <DeleteOutlined />,
            action: 'delete',
            subject: 'event',
            danger: true,
            confirm: {
              content: `Xóa sự kiện "${row.tenSuKien}"? Tệp đính kèm, thông báo và danh sách đăng ký của sự kiện cũng bị xóa.`,
            },
            onClick: () =>
              remove
                .mutateAsync(row.id)
                .then(() => toast.success('Đã xóa sự kiện', row.tenSuKien))
                .catch((e: unknown) => toast.error(e)),
          },
        ] satisfies RowAction[])
      : []),
  ];

  return (
    <ListPageLayout
      title="Danh sách sự kiện"
      page={page}
      query={list}
      actions={
        <>
          <Button icon={<CarryOutOutlined />} onClick={() => navigate(paths.events.calendar.getHref())}>
            Lịch sự kiện
          </Button>
          <Button icon={<TeamOutlined />} onClick={() => navigate(paths.events.registrations.getHref())}>
            Danh sách đăng ký
          </Button>
          {ability.can('create', 'event') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(paths.events.create.getHref())}
            >
              Tạo sự kiện
            </Button>
          )}
        </>
      }
      search={{ placeholder: 'Tìm theo tên, địa điểm', label: 'Tìm kiếm sự kiện', width: 280 }}
      filters={(values, change) => (
        <>
          <Select<EventStatus>
            allowClear
            placeholder="Trạng thái"
            aria-label="Lọc theo trạng thái"
            value={values.trangThai}
            onChange={(trangThai) => change({ trangThai })}
            options={EVENT_STATUSES.map((s) => ({ value: s, label: s }))}
            style={{ width: 160 }}
          />
          <EventTypeSelect
            placeholder="Loại sự kiện"
            aria-label="Lọc theo loại sự kiện"
            value={values.loaiSuKienId}
            onChange={(loaiSuKienId) => change({ loaiSuKienId: loaiSuKienId ?? undefined })}
            style={{ width: 180 }}
          />
          <OrganizationSelect
            aria-label="Lọc theo đơn vị tổ chức"
            placeholder="Đơn vị tổ chức"
            value={values.organizationId ?? null}
            selectedName={values.organizationId === filters.organizationId ? organizationName : undefined}
            onChange={(organizationId, option) => {
              rememberOrganization(option);
              change({ organizationId: organizationId ?? undefined });
            }}
            style={{ width: 240 }}
          />
          <Flex gap={4} align="center">
            <DateField
              aria-label="Từ ngày"
              inFilter
              placeholder="Từ ngày"
              value={values.tuNgay}
              onChange={(tuNgay) => change({ tuNgay })}
              disabledDate={(d) => Boolean(values.denNgay) && d.isAfter(dayjs(values.denNgay), 'day')}
              style={{ width: 140 }}
            />
            <Typography.Text type="secondary" aria-hidden>
              –
            </Typography.Text>
            <DateField
              aria-label="Đến ngày"
              inFilter
              placeholder="Đến ngày"
              value={values.denNgay}
              onChange={(denNgay) => change({ denNgay })}
              disabledDate={(d) => Boolean(values.tuNgay) && d.isBefore(dayjs(values.tuNgay), 'day')}
              style={{ width: 140 }}
            />
          </Flex>
        </>
      )}
      columns={columns}
      noun="sự kiện"
      rowActions={actionsOf}
      emptyText="Chưa có sự kiện nào"
      card={{
        title: (row) =>
          canOpen ? <Link to={paths.events.detail.getHref(row.id)}>{row.tenSuKien}</Link> : row.tenSuKien,
        name: (row) => row.tenSuKien,
        facts: (row) => [
          [eventTimeText(row), row.diaDiem].filter(Boolean).join(' · '),
          <Flex key="tags" gap={4} wrap>
            <EventStatusTag status={row.trangThai} />
            <EventTypeTag type={row.loaiSuKien} />
          </Flex>,
        ],
      }}
    >
      {cancelling && <CancelEventDialog event={cancelling} onClose={() => setCancelling(null)} />}
      {noticeOf && <EventNoticeDialog event={noticeOf} onClose={() => setNoticeOf(null)} />}
    </ListPageLayout>
  );
}
