import {
  DeleteOutlined,
  EditOutlined,
  LineChartOutlined,
  PlusOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import {
  PERIOD_KIND_LABELS,
  PERIOD_KINDS,
  type PeriodItem,
  type PeriodKind,
  TRACKING_STATES,
  trackingQuery,
} from '@congdoan/shared';
import { Button, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CellLines } from '../../../components/cell-lines';
import { type ListColumn, ListPageLayout } from '../../../components/list-page';
import type { RowAction } from '../../../components/row-actions';
import { useAppAbility } from '../../../lib/ability';
import { useListPage } from '../../../lib/use-list-page';
import { useToast } from '../../../lib/use-toast';
import { periodListFilters, usePeriodList } from '../api/list-periods';
import type { TrackingPlace } from '../api/tracking';
import { useDeletePeriod } from '../api/write-period';
import { OccurrenceProgressDrawer } from '../components/occurrence-progress';
import { PeriodFormModal } from '../components/period-form-modal';
import { dayText, occurrenceState, scheduleText } from '../components/period-text';

/** The place filters of the tracking, read from the URL with the API's own rule (a bad one is ignored). */
const PLACE_FILTERS = ['xaPhuongId', 'cumKhuCnId', 'loaiHinh'] as const;
function placeOf(params: URLSearchParams): TrackingPlace {
  const place: TrackingPlace = {};
  for (const key of PLACE_FILTERS) {
    const parsed = trackingQuery.shape[key].safeParse(params.get(key) ?? undefined);
    if (parsed.success && parsed.data !== undefined) place[key] = parsed.data;
  }
  return place;
}

const KIND_COLORS: Record<PeriodKind, string> = {
  hang_thang: 'blue',
  hang_quy: 'purple',
  hang_nam: 'cyan',
  dot_xuat: 'volcano',
};

function CurrentOccurrence({ period }: { period: PeriodItem }) {
  const o = period.kyHienTai;
  if (!o) return <Typography.Text type="secondary">Chưa có kỳ</Typography.Text>;
  const state = occurrenceState(o);
  return (
    <CellLines sub={`Hạn nộp ${dayText(o.thoiGianKetThuc)}`} align="start">
      <Flex gap={6} align="center" wrap>
        <span>{o.tenKy}</span>
        <Tag color={state.color}>{state.label}</Tag>
      </Flex>
    </CellLines>
  );
}

/**
 * /trade-union/member-reports/time-updates: the reporting periods, their occurrences and each
 * occurrence's progress (`?id=` opens a period's progress, `&ky=` one of its occurrences,
 * `&trangThaiBaoCao=` its units standing so: qua_han, da_phe_duyet…; `&xaPhuongId=`, `&cumKhuCnId=`,
 * `&loaiHinh=` those of a ward, zone or organisation type, 'khong_co' for those without one).
 */
export function TimeUpdatesPage() {
  const page = useListPage(periodListFilters);
  const list = usePeriodList(page.filters);
  const ability = useAppAbility();
  const toast = useToast();
  const remove = useDeletePeriod();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<{ row: PeriodItem | null; kind: PeriodKind } | null>(null);
  const openId = Number(params.get('id')) || null;
  const open = list.data?.list.find((p) => p.id === openId) ?? null;
  const asked = params.get('trangThaiBaoCao');
  const standing = TRACKING_STATES.find((state) => state === asked);
  const place = placeOf(params);
  const setOpen = (id: number | null, ky?: number) => {
    const next = new URLSearchParams(params);
    next.delete('tab');
    // another occurrence of the same period keeps the place filters, which stay in sight
    if (id !== openId) for (const key of PLACE_FILTERS) next.delete(key);
    if (id === null) next.delete('id');
    else next.set('id', String(id));
    if (ky === undefined) next.delete('ky');
    else next.set('ky', String(ky));
    next.delete('trangThaiBaoCao');
    setParams(next);
  };
  const setPlace = (chosen: TrackingPlace) => {
    const next = new URLSearchParams(params);
    for (const key of PLACE_FILTERS) {
      const value = chosen[key];
      if (value === undefined) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };

  const columns: ListColumn<PeriodItem>[] = [
    {
      title: 'Kỳ báo cáo',
      key: 'ten',
      minWidth: 240,
      render: (_v, row) => (
        <CellLines sub={row.moTa} ellipsis={{ tooltip: row.moTa }}>
          <strong>{row.ten}</strong>
        </CellLines>
      ),
    },
    {
      title: 'Loại',
      key: 'loaiKy',
      width: 120,
      render: (_v, row) => <Tag color={KIND_COLORS[row.loaiKy]}>{PERIOD_KIND_LABELS[row.loaiKy]}</Tag>,
    },
    {
      title: 'Thời gian',
      key: 'schedule',
      minWidth: 220,
      render: (_v, row) => {
        // the days on the first line, the years under them
        const [days, years] = scheduleText(row).split(' · ');
        return <CellLines sub={years}>{days}</CellLines>;
      },
    },
    {
      title: 'Kỳ hiện tại',
      key: 'current',
      width: 200,
      render: (_v, row) => <CurrentOccurrence period={row} />,
    },
    {
      title: 'Trạng thái',
      key: 'isActive',
      width: 150,
      render: (_v, row) => (
        <Tag color={row.isActive ? 'success' : 'default'}>
          {row.isActive ? 'Đang hoạt động' : 'Ngừng hoạt động'}
        </Tag>
      ),
    },
  ];

  const actionsOf = (row: PeriodItem): RowAction[] => [
    {
      key: 'progress',
      label: 'Tiến độ',
      icon: <LineChartOutlined />,
      action: 'read',
      subject: 'membership-report',
      onClick: () => setOpen(row.id),
    },
    {
      key: 'edit',
      label: 'Sửa',
      icon: <EditOutlined />,
      action: 'update',
      subject: 'time-update',
      onClick: () => setEditing({ row, kind: row.loaiKy }),
    },
    {
      key: 'delete',
      label: 'Xóa',
      icon: <DeleteOutlined />,
      action: 'delete',
      subject: 'time-update',
      danger: true,
      confirm: {
        content: `Xóa kỳ báo cáo "${row.ten}"? Kỳ đã có đơn vị nộp báo cáo không xóa được: hãy tắt hoạt động.`,
      },
      onClick: () =>
        remove.mutateAsync(row.id).then(
          () => toast.success('Đã xóa kỳ báo cáo', row.ten),
          (error: unknown) => toast.failed('Không xóa được kỳ báo cáo', error),
        ),
    },
  ];

  return (
    <ListPageLayout
      title="Thời gian cập nhật đoàn số"
      page={page}
      query={list}
      actions={
        <Flex gap={8} wrap>
          {ability.can('create_special_report', 'time-update') && (
            <Button
              icon={<ThunderboltOutlined />}
              onClick={() => setEditing({ row: null, kind: 'dot_xuat' })}
            >
              Báo cáo đột xuất
            </Button>
          )}
          {ability.can('create_regular_report', 'time-update') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ row: null, kind: 'hang_quy' })}
            >
              Thêm kỳ báo cáo
            </Button>
          )}
        </Flex>
      }
      search={{ placeholder: 'Tìm theo tên, mô tả', label: 'Tìm kỳ báo cáo', width: 320 }}
      filters={(values, change) => (
        <Select<PeriodKind | 'all'>
          aria-label="Lọc theo loại kỳ"
          value={values.loaiKy ?? 'all'}
          onChange={(kind) => change({ loaiKy: kind === 'all' ? undefined : kind })}
          options={[
            { value: 'all', label: 'Tất cả loại kỳ' },
            ...PERIOD_KINDS.map((k) => ({ value: k, label: PERIOD_KIND_LABELS[k] })),
          ]}
          style={{ width: 180 }}
        />
      )}
      columns={columns}
      noun="kỳ báo cáo"
      rowActions={actionsOf}
      emptyText="Chưa có kỳ báo cáo nào"
      card={{
        title: (row) => row.ten,
        name: (row) => row.ten,
        facts: (row) => [
          <Tag key="kind" color={KIND_COLORS[row.loaiKy]}>
            {PERIOD_KIND_LABELS[row.loaiKy]}
          </Tag>,
          scheduleText(row),
          <CurrentOccurrence key="current" period={row} />,
        ],
      }}
      below={
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          Mỗi kỳ được mở tự động theo lịch; các công đoàn cơ sở phải báo cáo được nhắc lúc 07:00 ngày trước
          khi mở, ngày trước hạn nộp và sau khi quá hạn.
        </Typography.Text>
      }
    >
      {editing && <PeriodFormModal row={editing.row} kind={editing.kind} onClose={() => setEditing(null)} />}
      {open && (
        <OccurrenceProgressDrawer
          period={open}
          occurrenceId={Number(params.get('ky')) || null}
          standing={standing}
          place={place}
          onPlace={setPlace}
          onOccurrence={(ky) => setOpen(open.id, ky)}
          onClose={() => setOpen(null)}
        />
      )}
    </ListPageLayout>
  );
}
