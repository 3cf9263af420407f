import {
  CheckSquareOutlined,
  DeleteOutlined,
  FileExcelOutlined,
  MinusSquareOutlined,
  QrcodeOutlined,
  SearchOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import {
  type AttendanceResult,
  type EventDetail,
  formatNumber,
  type RegistrationItem,
  type RegistrationState,
  type RegistrationSummary,
} from '@congdoan/shared';
import {
  Alert,
  Button,
  Checkbox,
  Col,
  Flex,
  Input,
  Row,
  Select,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { CellLines } from '../../../components/cell-lines';
import { KeyboardScroll } from '../../../components/keyboard-scroll';
import { rowNumberColumn } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { useAppAbility } from '../../../lib/ability';
import { formatDateTime } from '../../../lib/format-date-time';
import { type ListPaging, PAGE_SIZES } from '../../../lib/url-filters';
import { useCompactList } from '../../../lib/use-compact-list';
import { useDebouncedValue } from '../../../lib/use-debounced-callback';
import { useFileDownload } from '../../../lib/use-file-download';
import { useToast } from '../../../lib/use-toast';
import { exportEventRegistrations } from '../api/export-event-registrations';
import { type EventRegistrationParams, useEventRegistrations } from '../api/list-event-registrations';
import { useRecordAttendance } from '../api/record-attendance';
import { useRemoveEventRegistration } from '../api/remove-event-registration';
import { EventRegistrationsAddDialog } from './event-registrations-add-dialog';
import { EventRegistrationsQrDialog } from './event-registrations-qr-dialog';
import {
  ATTENDANCE_OPTIONS,
  AttendanceCell,
  type AttendanceChoice,
  attendanceChoiceOf,
  attendanceFilterOf,
  REGISTRATION_STATE_OPTIONS,
  RegistrationStateTag,
} from './event-registrations-tags';

/** The list's width below which it scrolls sideways (a phone). */
const TABLE_MIN_WIDTH = 960;
const ATTENDANCE_FAILED = 'Điểm danh thất bại';
const EXPORT_FAILED = 'Xuất Excel thất bại';
const REMOVE_FAILED = 'Xóa khỏi danh sách thất bại';

/** The toast after attendance by the list: how many changed, and the walk-ins added. */
export function attendanceToast(
  result: AttendanceResult,
  coMat: boolean,
): { title: string; description?: string } {
  const title = coMat
    ? `Đã điểm danh ${formatNumber(result.soCapNhat)} người`
    : `Đã bỏ điểm danh ${formatNumber(result.soCapNhat)} người`;
  return result.soThemMoi > 0
    ? { title, description: `${formatNumber(result.soThemMoi)} người chưa đăng ký được thêm vào danh sách` }
    : { title };
}

/** The counts of an event's registrations: registered (of the seats), waiting, cancelled, present. */
export function RegistrationCounts({
  registered,
  capacity,
  waiting,
  cancelled,
  present,
}: {
  registered: number;
  capacity: number | null;
  waiting: number;
  cancelled?: number | undefined;
  present: number;
}) {
  const items = [
    {
      key: 'registered',
      title: 'Đã đăng ký',
      value:
        capacity === null
          ? formatNumber(registered)
          : `${formatNumber(registered)}/${formatNumber(capacity)}`,
    },
    { key: 'waiting', title: 'Danh sách chờ', value: formatNumber(waiting) },
    ...(cancelled === undefined
      ? []
      : [{ key: 'cancelled', title: 'Đã hủy', value: formatNumber(cancelled) }]),
    { key: 'present', title: 'Có mặt', value: formatNumber(present) },
  ];
  return (
    <Row gutter={[16, 12]} role="group" aria-label="Số liệu đăng ký">
      {items.map((item) => (
        <Col key={item.key} xs={12} sm={6}>
          <Statistic title={item.title} value={item.value} />
        </Col>
      ))}
    </Row>
  );
}

export const summaryCounts = (summary: RegistrationSummary) => ({
  registered: summary.daDangKy,
  capacity: summary.soLuongToiDa,
  waiting: summary.danhSachCho,
  cancelled: summary.daHuy,
  present: summary.daDiemDanh,
});

interface RowHandlers {
  /** Present or not, for one row; undefined: a reader, who only sees the state. */
  mark?: ((row: RegistrationItem, coMat: boolean) => void) | undefined;
  /** The marks sent and not answered yet, by user: the box shows them at once. */
  marking: Readonly<Record<number, boolean>>;
  remove?: ((row: RegistrationItem) => Promise<unknown>) | undefined;
  busy: boolean;
}

function registrationTabColumns(
  paging: ListPaging,
  { mark, marking, remove, busy }: RowHandlers,
): ColumnType<RegistrationItem>[] {
  return [
    rowNumberColumn(paging),
    {
      title: 'Người đăng ký',
      key: 'fullName',
      width: 220,
      render: (_v, row) => (
        // a member is known by name and phone; the login name is the member's own business
        <CellLines sub={row.phoneNumber}>{row.fullName}</CellLines>
      ),
    },
    { title: 'Đơn vị', dataIndex: 'organizationName', key: 'organizationName', width: 180 },
    {
      title: 'Trạng thái',
      key: 'trangThai',
      width: 160,
      render: (_v, row) => <RegistrationStateTag row={row} />,
    },
    {
      title: 'Đăng ký lúc',
      key: 'dangKyLuc',
      width: 170,
      render: (_v, row) => (
        <CellLines sub={row.themBoi && `Thêm bởi ${row.themBoi.fullName}`}>
          {formatDateTime(row.dangKyLuc)}
        </CellLines>
      ),
    },
    {
      title: 'Có mặt',
      key: 'coMat',
      width: 90,
      align: 'center',
      render: (_v, row) =>
        mark && row.trangThai !== 'da_huy' ? (
          <Checkbox
            aria-label={`Có mặt: ${row.fullName}`}
            checked={marking[row.userId] ?? row.diemDanhLuc !== null}
            disabled={busy}
            onChange={(event) => mark(row, event.target.checked)}
          />
        ) : row.diemDanhLuc ? (
          <Tag color="green">Có mặt</Tag>
        ) : (
          '—'
        ),
    },
    {
      title: 'Điểm danh lúc',
      key: 'diemDanhLuc',
      width: 160,
      render: (_v, row) => <AttendanceCell row={row} />,
    },
    ...(remove
      ? [
          {
            title: 'Thao tác',
            key: 'actions',
            width: 80,
            align: 'center' as const,
            render: (_v: unknown, row: RegistrationItem) =>
              row.trangThai === 'da_huy' ? null : (
                <RowActions
                  actions={[
                    {
                      key: 'remove',
                      label: 'Xóa khỏi danh sách',
                      icon: <DeleteOutlined />,
                      action: 'update',
                      subject: 'event',
                      danger: true,
                      confirm: {
                        title: 'Xóa khỏi danh sách?',
                        content: `Hủy đăng ký của ${row.fullName}? Người đầu danh sách chờ (nếu có) được chuyển lên.`,
                      },
                      onClick: () => remove(row),
                    },
                  ]}
                />
              ),
          },
        ]
      : []),
  ];
}

type Dialog = 'add' | 'qr' | null;

/**
 * The 'Đăng ký & điểm danh' tab of an event's page (issue P9 §4). An officer who manages the event
 * sees the counts, the list (searched and filtered), adds and removes people, marks attendance by
 * the list (a row's box, or several rows and 'Điểm danh') or by QR code, and exports the list. Who
 * may not manage it sees the counts and their own registration.
 */
export function EventRegistrationsTab({ event }: { event: EventDetail }) {
  if (!event.coTheQuanLy) return <RegistrationsOverview event={event} />;
  return <RegistrationsManager event={event} />;
}

/** The counts the event itself carries, for someone who may not see the list. */
function RegistrationsOverview({ event }: { event: EventDetail }) {
  return (
    <Flex vertical gap={16}>
      <RegistrationCounts
        registered={event.soDaDangKy}
        capacity={event.soLuongToiDa}
        waiting={event.soChoDoi}
        present={event.soDaDiemDanh}
      />
      {event.dangKyCuaToi && (
        <Typography.Text>
          Bạn: <RegistrationStateTag row={{ trangThai: event.dangKyCuaToi, thuTuCho: null }} />
        </Typography.Text>
      )}
      {!event.moDangKy && <Typography.Text type="secondary">Sự kiện không mở đăng ký.</Typography.Text>}
    </Flex>
  );
}

function RegistrationsManager({ event }: { event: EventDetail }) {
  const ability = useAppAbility();
  const manages = ability.can('update', 'event');
  const toast = useToast();
  const compact = useCompactList();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const [trangThai, setTrangThai] = useState<RegistrationState | undefined>();
  const [diemDanh, setDiemDanh] = useState<boolean | undefined>();
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const excel = useFileDownload(EXPORT_FAILED);
  const filters = { search: search || undefined, trangThai, diemDanh };
  const params: EventRegistrationParams = { ...paging, ...filters };
  const list = useEventRegistrations(event.id, params);
  const record = useRecordAttendance();
  const remove = useRemoveEventRegistration();

  const refilter = (change: () => void) => {
    change();
    setPaging((p) => ({ ...p, page: 1 }));
    setSelected([]);
  };

  // A box ticked shows ticked at once, until the list read again after the write says so (or the
  // write fails and it goes back).
  const [marking, setMarking] = useState<Record<number, boolean>>({});
  const setMarks = (userIds: number[], coMat: boolean | undefined) =>
    setMarking((current) => {
      const next = { ...current };
      for (const id of userIds) {
        if (coMat === undefined) delete next[id];
        else next[id] = coMat;
      }
      return next;
    });

  const mark = (userIds: number[], coMat: boolean) => {
    setMarks(userIds, coMat);
    return record
      .mutateAsync({ eventId: event.id, userIds, coMat })
      .then((result) => {
        const { title, description } = attendanceToast(result, coMat);
        toast.success(title, description);
        setSelected([]);
      })
      .catch((error: unknown) => toast.failed(ATTENDANCE_FAILED, error))
      .finally(() => setMarks(userIds, undefined));
  };

  const rows = list.data?.list ?? [];
  const columns = registrationTabColumns(paging, {
    mark: manages ? (row, coMat) => void mark([row.userId], coMat) : undefined,
    remove: manages
      ? (row) =>
          remove
            .mutateAsync({ eventId: event.id, userId: row.userId })
            .then(() => toast.success('Đã xóa khỏi danh sách', row.fullName))
            .catch((error: unknown) => toast.failed(REMOVE_FAILED, error))
      : undefined,
    marking,
    busy: record.isPending,
  });

  return (
    <Flex vertical gap={16}>
      {list.data ? (
        <RegistrationCounts {...summaryCounts(list.data.summary)} />
      ) : (
        <RegistrationCounts
          registered={event.soDaDangKy}
          capacity={event.soLuongToiDa}
          waiting={event.soChoDoi}
          present={event.soDaDiemDanh}
        />
      )}
      <Flex gap={8} wrap>
        {manages && (
          <>
            <Button type="primary" icon={<QrcodeOutlined />} onClick={() => setDialog('qr')}>
              Quét mã QR
            </Button>
            <Button icon={<UserAddOutlined />} onClick={() => setDialog('add')}>
              Thêm người
            </Button>
          </>
        )}
        <Button
          icon={<FileExcelOutlined />}
          loading={excel.busy}
          onClick={() => void excel.download(() => exportEventRegistrations(event.id, filters))}
        >
          Xuất Excel
        </Button>
      </Flex>
      <Flex gap={8} wrap>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          aria-label="Tìm người đăng ký"
          placeholder="Tìm theo tên, điện thoại"
          value={text}
          onChange={(e) => refilter(() => setText(e.target.value))}
          style={{ flex: '1 1 240px', maxWidth: 360 }}
        />
        <Select<RegistrationState>
          allowClear
          aria-label="Lọc theo trạng thái đăng ký"
          placeholder="Trạng thái"
          value={trangThai}
          options={REGISTRATION_STATE_OPTIONS}
          onChange={(next) => refilter(() => setTrangThai(next))}
          style={{ width: 170 }}
        />
        <Select<AttendanceChoice>
          allowClear
          aria-label="Lọc theo điểm danh"
          placeholder="Điểm danh"
          value={attendanceChoiceOf(diemDanh)}
          options={ATTENDANCE_OPTIONS}
          onChange={(choice) => refilter(() => setDiemDanh(attendanceFilterOf(choice)))}
          style={{ width: 170 }}
        />
      </Flex>
      {manages && selected.length > 0 && (
        <Flex gap={8} wrap align="center" role="group" aria-label="Thao tác với người đã chọn">
          <Typography.Text>Đã chọn {formatNumber(selected.length)} người</Typography.Text>
          <Button
            type="primary"
            icon={<CheckSquareOutlined />}
            loading={record.isPending}
            onClick={() => void mark(selected, true)}
          >
            Điểm danh
          </Button>
          <Button
            icon={<MinusSquareOutlined />}
            disabled={record.isPending}
            onClick={() => void mark(selected, false)}
          >
            Bỏ điểm danh
          </Button>
          <Button type="link" onClick={() => setSelected([])}>
            Bỏ chọn
          </Button>
        </Flex>
      )}
      {list.error && <Alert type="error" showIcon title={list.error.message} />}
      {/* Scrolled by its own box, not antd's scroll.x: antd then measures the column titles in a hidden
          row, where the selection's 'select all' box stays focusable (axe: aria-hidden-focus). */}
      <KeyboardScroll label="Danh sách đăng ký">
        <div data-scroll-x style={{ overflowX: 'auto' }}>
          <Table<RegistrationItem>
            rowKey="userId"
            size={compact ? 'small' : 'middle'}
            columns={columns}
            dataSource={rows}
            loading={list.isFetching}
            style={{ minWidth: TABLE_MIN_WIDTH }}
            locale={{ emptyText: 'Chưa có người đăng ký' }}
            rowSelection={
              manages
                ? {
                    selectedRowKeys: selected,
                    onChange: (keys) => setSelected(keys.map(Number)),
                    getCheckboxProps: (row) => ({
                      disabled: row.trangThai === 'da_huy',
                      'aria-label': `Chọn ${row.fullName}`,
                    }),
                  }
                : undefined
            }
            pagination={{
              current: paging.page,
              pageSize: paging.limit,
              total: list.data?.count ?? 0,
              showSizeChanger: !compact,
              pageSizeOptions: PAGE_SIZES.map(String),
              showTotal: (total) => `Tổng ${formatNumber(total)} lượt đăng ký`,
              onChange: (page, limit) =>
                setPaging((p) => (limit !== p.limit ? { page: 1, limit } : { page, limit })),
            }}
          />
        </div>
      </KeyboardScroll>

      {dialog === 'add' && <EventRegistrationsAddDialog eventId={event.id} onClose={() => setDialog(null)} />}
      {dialog === 'qr' && (
        <EventRegistrationsQrDialog
          eventId={event.id}
          eventName={event.tenSuKien}
          onClose={() => setDialog(null)}
        />
      )}
    </Flex>
  );
}
