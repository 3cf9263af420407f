import { BellOutlined, CloseOutlined, FileExcelOutlined, FileTextOutlined } from '@ant-design/icons';
import {
  formatNumber,
  formatPercent,
  NO_PLACE,
  type PeriodItem,
  type ProgressRow,
  percentOf,
  REPORT_STATE_LABELS,
  TRACKING_STATE_LABELS,
  type TrackingRow,
  type TrackingState,
  type TrackingStats,
} from '@congdoan/shared';
import {
  Alert,
  Button,
  Card,
  Col,
  Drawer,
  Empty,
  Flex,
  Popconfirm,
  Progress,
  Row,
  Select,
  Skeleton,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { KeyboardScroll } from '../../../components/keyboard-scroll';
import { UrlTabs } from '../../../components/url-tabs';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { formatDateTime } from '../../../lib/format-date-time';
import { smallPager } from '../../../lib/small-pager';
import { useToast } from '../../../lib/use-toast';
import {
  type TrackingPlace,
  useExportOccurrence,
  useOccurrenceProgress,
  useRemindUnits,
  useTrackingStats,
  useTrackingUnits,
} from '../api/tracking';
import { dayText, occurrenceState, scheduleText, windowText } from './period-text';

const UNITS_PAGE = 10;

/** A unit's standing in words and colour. */
export function standingOf(row: Pick<TrackingRow, 'daBaoCao' | 'quaHan' | 'trangThaiPheDuyet'>) {
  if (row.daBaoCao) {
    const state = REPORT_STATE_LABELS[row.trangThaiPheDuyet!];
    return row.quaHan
      ? { label: `${state} · nộp muộn`, color: 'orange' }
      : { label: state, color: row.trangThaiPheDuyet === 'da_phe_duyet' ? 'green' : 'blue' };
  }
  if (row.trangThaiPheDuyet === 'tu_choi') return { label: 'Bị trả lại, chưa nộp lại', color: 'red' };
  return row.quaHan ? { label: 'Quá hạn, chưa nộp', color: 'red' } : { label: 'Chưa nộp', color: 'default' };
}

function UnitsTable({
  occurrenceId,
  state,
  place,
}: {
  occurrenceId: number;
  state?: TrackingState;
  place: TrackingPlace;
}) {
  const [page, setPage] = useState(1);
  const units = useTrackingUnits(occurrenceId, { page, limit: UNITS_PAGE, trangThaiBaoCao: state, ...place });
  if (units.isError) return <Alert type="error" showIcon title={units.error.message} />;
  return (
    <KeyboardScroll label="Bảng đơn vị">
      <Table<TrackingRow>
        size="small"
        rowKey="organizationId"
        loading={units.isFetching}
        dataSource={units.data?.danhSachChiTiet ?? []}
        scroll={{ x: 860 }}
        locale={{ emptyText: state === 'chua_bao_cao' ? 'Mọi đơn vị đã nộp báo cáo' : 'Không có đơn vị nào' }}
        pagination={smallPager(page, UNITS_PAGE, units.data?.total ?? 0, 'đơn vị', setPage)}
        columns={[
          { title: 'Công đoàn cơ sở', dataIndex: 'organizationName', key: 'name', width: 260 },
          { title: 'Xã/phường', dataIndex: 'xaPhuongName', key: 'ward', width: 160, render: (v) => v ?? '—' },
          {
            title: 'Cụm/KCN',
            dataIndex: 'cumKhuCongNghiepName',
            key: 'zone',
            width: 160,
            render: (v) => v ?? '—',
          },
          {
            title: 'Tình trạng',
            key: 'state',
            width: 190,
            render: (_v, row) => {
              const s = standingOf(row);
              return <Tag color={s.color}>{s.label}</Tag>;
            },
          },
          {
            title: 'Ngày nộp',
            key: 'at',
            width: 150,
            render: (_v, row) => (row.ngayNop ? formatDateTime(row.ngayNop) : '—'),
          },
        ]}
      />
    </KeyboardScroll>
  );
}

function GroupTable({ rows, title }: { rows: ProgressRow[]; title: string }) {
  return (
    <KeyboardScroll label={title}>
      <Table<ProgressRow>
        size="small"
        rowKey={(r) => String(r.id)}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 640 }}
        columns={[
          { title, dataIndex: 'ten', key: 'ten' },
          { title: 'Phải báo cáo', dataIndex: 'tongSoCDCS', key: 'total', align: 'end', width: 110 },
          { title: 'Đã nộp', dataIndex: 'soDaBaoCao', key: 'done', align: 'end', width: 90 },
          { title: 'Đã duyệt', dataIndex: 'soDaPheDuyet', key: 'approved', align: 'end', width: 90 },
          { title: 'Chờ duyệt', dataIndex: 'soChoPheDuyet', key: 'waiting', align: 'end', width: 90 },
          { title: 'Quá hạn', dataIndex: 'soQuaHan', key: 'late', align: 'end', width: 90 },
          {
            title: 'Tỷ lệ nộp',
            key: 'rate',
            width: 140,
            render: (_v, r) => {
              const rate = percentOf(r.soDaBaoCao, r.tongSoCDCS, 0);
              return (
                <Progress
                  percent={rate ?? 0}
                  // no unit to report: no rate, not 0 %
                  format={rate === null ? () => '—' : undefined}
                  size="small"
                  aria-label={`Tỷ lệ nộp của ${r.ten}`}
                />
              );
            },
          },
        ]}
      />
    </KeyboardScroll>
  );
}

/** How many units stand so (the tab of the units a link asked for). */
const STANDING_COUNTS: Record<TrackingState, (s: TrackingStats) => number> = {
  da_bao_cao: (s) => s.soDaBaoCao,
  chua_bao_cao: (s) => s.soChuaBaoCao,
  qua_han: (s) => s.soQuaHan,
  dung_han: (s) => s.soDungHan,
  cho_phe_duyet: (s) => s.soChoPheDuyet,
  da_phe_duyet: (s) => s.soDaPheDuyet,
  tu_choi: (s) => s.soTuChoi,
};

/** The place filters of the units lists, each named by the breakdown its figures come with. */
const PLACES = [
  { key: 'xaPhuongId', label: 'Xã/phường', rows: (s: TrackingStats) => s.theoXaPhuong },
  { key: 'cumKhuCnId', label: 'Cụm/KCN', rows: (s: TrackingStats) => s.theoCumKhu },
  { key: 'loaiHinh', label: 'Loại hình', rows: (s: TrackingStats) => s.theoLoaiHinh },
] as const;

/** The place filters set, as removable tags naming the ward, zone or type (from its own figures). */
function PlaceFilters({
  place,
  stats,
  onPlace,
}: {
  place: TrackingPlace;
  stats: TrackingStats | undefined;
  onPlace: (place: TrackingPlace) => void;
}) {
  const set = PLACES.filter((p) => place[p.key] !== undefined);
  if (!set.length) return null;
  return (
    <Flex gap={8} wrap align="center">
      <Typography.Text type="secondary">Danh sách đơn vị lọc theo</Typography.Text>
      {set.map((p) => {
        const value = place[p.key];
        const id = value === NO_PLACE ? null : value;
        const name = (stats && p.rows(stats).find((r) => r.id === id)?.ten) ?? '…';
        return (
          <Tag
            key={p.key}
            color="blue"
            closable
            closeIcon={<CloseOutlined aria-label={`Bỏ lọc ${p.label.toLowerCase()}`} />}
            onClose={(e) => {
              e.preventDefault();
              onPlace({ ...place, [p.key]: undefined });
            }}
            style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}
          >
            {p.label}: {name}
          </Tag>
        );
      })}
    </Flex>
  );
}

/**
 * An occurrence's figures, its units by standing, by ward, zone and type, and what an officer does
 * about them; with `standing` (a link's, from the periodic report) the units standing so come first,
 * and with `place` the units lists hold only those of that ward, zone or type.
 */
function OccurrenceView({
  occurrenceId,
  standing,
  place,
  onPlace,
}: {
  occurrenceId: number;
  standing?: TrackingState;
  place: TrackingPlace;
  onPlace: (place: TrackingPlace) => void;
}) {
  const stats = useTrackingStats(occurrenceId);
  // the same query as `stats` when no place is set
  const placed = useTrackingStats(occurrenceId, place);
  const ability = useAppAbility();
  const toast = useToast();
  const remind = useRemindUnits();
  const exporter = useExportOccurrence();
  if (stats.isPending) return <Skeleton active />;
  if (stats.isError) return <Alert type="error" showIcon title={stats.error.message} />;
  const s = stats.data;
  const placeKey = JSON.stringify(place);
  const filtered = PLACES.some((x) => place[x.key] !== undefined);
  // the tabs count the units of the place, never the whole occurrence's while they come
  const p = filtered ? placed.data : s;
  const count = (of: (x: TrackingStats) => number) => (p ? formatNumber(of(p)) : '…');
  // nothing to remind of before the window opens, nor when every unit has filed
  const nobodyToRemind = s.soChuaBaoCao === 0 || Date.parse(s.thoiGianBatDau) > Date.now();
  const figures = [
    { title: 'Phải báo cáo', value: s.tongSoCDCS },
    { title: 'Đã nộp', value: s.soDaBaoCao },
    { title: 'Đã duyệt', value: s.soDaPheDuyet },
    { title: 'Chờ duyệt', value: s.soChoPheDuyet },
    { title: 'Chưa nộp', value: s.soChuaBaoCao },
    { title: 'Quá hạn', value: s.soQuaHan },
  ];
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">
        Thời gian {windowText(s)} · hạn nộp hết ngày {dayText(s.thoiHanNop)}
      </Typography.Text>
      <Row gutter={[12, 12]}>
        {figures.map((f) => (
          <Col key={f.title} span={8}>
            <Card size="small">
              <Statistic title={f.title} value={formatNumber(f.value)} />
            </Card>
          </Col>
        ))}
      </Row>
      <Progress
        percent={s.tyLeDaBaoCao}
        success={{ percent: percentOf(s.soDaPheDuyet, s.tongSoCDCS) ?? 0 }}
        // the API's rate is 0 without units (the deployed shape): no unit to report reads '—'
        format={() => `${formatPercent(s.tongSoCDCS > 0 ? s.tyLeDaBaoCao : null)} đã nộp`}
        aria-label="Tỷ lệ đơn vị đã nộp"
      />
      <Flex gap={8} wrap>
        {ability.can('update', 'membership-report') && (
          <Popconfirm
            title="Nhắc các đơn vị chưa nộp?"
            description={`${formatNumber(s.soChuaBaoCao)} đơn vị sẽ nhận thông báo (chuông, e-mail, Zalo nếu đã liên kết).`}
            okText="Gửi nhắc nhở"
            cancelText="Hủy"
            disabled={nobodyToRemind}
            onConfirm={() =>
              remind.mutateAsync(occurrenceId).then(
                (r) =>
                  toast.success(
                    'Đã gửi nhắc nhở',
                    `${formatNumber(r.soDonVi)} đơn vị, ${formatNumber(r.soNguoiNhan)} người nhận`,
                  ),
                (err: unknown) => toast.failed('Không gửi được nhắc nhở', err),
              )
            }
          >
            <Button icon={<BellOutlined />} disabled={nobodyToRemind} loading={remind.isPending}>
              Nhắc đơn vị chưa nộp
            </Button>
          </Popconfirm>
        )}
        <Button
          icon={<FileExcelOutlined />}
          onClick={() => exporter.mutate(occurrenceId)}
          loading={exporter.isPending}
        >
          Xuất Excel
        </Button>
        <Link
          to={paths.memberReports.reports.getHref({ kyBaoCaoId: occurrenceId, trangThaiPheDuyet: 'tat_ca' })}
        >
          <Button icon={<FileTextOutlined />}>Xem các báo cáo</Button>
        </Link>
      </Flex>
      <PlaceFilters place={place} stats={placed.data} onPlace={onPlace} />
      <UrlTabs
        items={[
          ...(standing
            ? [
                {
                  key: 'loc',
                  label: `${TRACKING_STATE_LABELS[standing]} (${count(STANDING_COUNTS[standing])})`,
                  children: (
                    <UnitsTable key={placeKey} occurrenceId={occurrenceId} state={standing} place={place} />
                  ),
                },
              ]
            : []),
          // the link's own tab when it asked for these units
          ...(standing === 'chua_bao_cao'
            ? []
            : [
                {
                  key: 'chua-nop',
                  label: `Chưa nộp (${count((x) => x.soChuaBaoCao)})`,
                  children: (
                    <UnitsTable
                      key={placeKey}
                      occurrenceId={occurrenceId}
                      state="chua_bao_cao"
                      place={place}
                    />
                  ),
                },
              ]),
          {
            key: 'don-vi',
            label: filtered ? `Tất cả đơn vị (${count((x) => x.tongSoCDCS)})` : 'Tất cả đơn vị',
            children: <UnitsTable key={placeKey} occurrenceId={occurrenceId} place={place} />,
          },
          {
            key: 'xa-phuong',
            label: 'Theo xã, phường',
            children: <GroupTable rows={s.theoXaPhuong} title="Xã/phường" />,
          },
          {
            key: 'cum-khu',
            label: 'Theo cụm, KCN',
            children: <GroupTable rows={s.theoCumKhu} title="Cụm/KCN" />,
          },
          {
            key: 'loai-hinh',
            label: 'Theo loại hình',
            children: <GroupTable rows={s.theoLoaiHinh} title="Loại hình" />,
          },
        ]}
      />
    </Flex>
  );
}

interface OccurrenceProgressDrawerProps {
  period: PeriodItem;
  /** The occurrence the URL names, else the period's current one. */
  occurrenceId: number | null;
  /** The units to list first (the URL's `trangThaiBaoCao`), for the occurrence the URL names. */
  standing?: TrackingState;
  /** The ward, zone or type whose units the lists hold (the URL's `xaPhuongId`, `cumKhuCnId`, `loaiHinh`). */
  place: TrackingPlace;
  onPlace: (place: TrackingPlace) => void;
  onOccurrence: (id: number) => void;
  onClose: () => void;
}

/** A period's occurrences and, for the one chosen, who has reported. */
export function OccurrenceProgressDrawer({
  period,
  occurrenceId,
  standing,
  place,
  onPlace,
  onOccurrence,
  onClose,
}: OccurrenceProgressDrawerProps) {
  const occurrences = useOccurrenceProgress(period.id, 1);
  const list = occurrences.data?.list ?? [];
  const chosen = occurrenceId ?? period.kyHienTai?.id ?? list[0]?.kyBaoCaoId ?? null;
  return (
    <Drawer open title={period.ten} size="large" onClose={onClose} destroyOnHidden>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{scheduleText(period)}</Typography.Text>
        {occurrences.isError && <Alert type="error" showIcon title={occurrences.error.message} />}
        {occurrences.isSuccess && list.length === 0 ? (
          <Empty description="Chưa có kỳ nào được mở" />
        ) : (
          <Select<number>
            aria-label="Chọn kỳ"
            value={chosen ?? undefined}
            loading={occurrences.isPending}
            onChange={onOccurrence}
            style={{ width: '100%' }}
            options={list.map((o) => ({
              value: o.kyBaoCaoId,
              label: `${o.tenKyBaoCao} · ${occurrenceState(o).label} · ${formatNumber(o.soDaBaoCao)}/${formatNumber(o.tongSoCDCS)} đã nộp`,
            }))}
          />
        )}
        {chosen !== null && (
          <OccurrenceView
            key={chosen}
            occurrenceId={chosen}
            standing={chosen === occurrenceId ? standing : undefined}
            place={place}
            onPlace={onPlace}
          />
        )}
      </Flex>
    </Drawer>
  );
}
