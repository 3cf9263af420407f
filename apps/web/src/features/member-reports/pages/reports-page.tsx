import {
  CheckOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  FileExcelOutlined,
  PlusOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import {
  formatNumber,
  REPORT_STATE_LABELS,
  REPORT_STATES,
  type ReportItem,
  type ReportStateFilter,
} from '@congdoan/shared';
import { Button, Flex, Segmented, Select, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CellLines } from '../../../components/cell-lines';
import { type ListColumn, ListPageLayout } from '../../../components/list-page';
import { OrganizationSelect } from '../../../components/organization-select';
import type { RowAction } from '../../../components/row-actions';
import { useAppAbility } from '../../../lib/ability';
import { formatDateTime } from '../../../lib/format-date-time';
import { useListPage } from '../../../lib/use-list-page';
import { useSessionUser } from '../../../lib/use-session-user';
import { useToast } from '../../../lib/use-toast';
import { useActivePeriods } from '../api/list-active-periods';
import { reportListFilters, useDeleteReport, useReportList } from '../api/reports';
import { useExportOccurrence } from '../api/tracking';
import { DecisionModal } from '../components/decision-modal';
import { occurrenceLabel } from '../components/period-text';
import { ReportDetailDrawer } from '../components/report-detail-drawer';
import { ReportFormModal } from '../components/report-form-modal';
import { ReportStateTag } from '../components/report-state-tag';

const STATE_CHOICES: { value: ReportStateFilter; label: string }[] = [
  ...REPORT_STATES.map((s) => ({ value: s, label: REPORT_STATE_LABELS[s] })),
  { value: 'tat_ca', label: 'Tất cả' },
];

/**
 * /trade-union/member-reports/reports: the membership reports of a unit and those under it (the
 * caller's own by default), approved ones first as the spec's list opens; file, correct, approve or
 * reject one; export an occurrence's figures. `?id=` opens a report (a notice's link does).
 */
export function ReportsPage() {
  const page = useListPage(reportListFilters);
  const { filters, update } = page;
  const user = useSessionUser();
  const organizationId = filters.organizationId ?? user?.organizationId ?? null;
  const list = useReportList(filters, organizationId);
  const periods = useActivePeriods();
  const ability = useAppAbility();
  const toast = useToast();
  const remove = useDeleteReport();
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState<{ row: ReportItem | null } | null>(null);
  const [decision, setDecision] = useState<{
    report: ReportItem;
    decision: 'da_phe_duyet' | 'tu_choi';
  } | null>(null);
  const exporter = useExportOccurrence();
  // approved ones first, as the spec's list opens; the URL holds any other choice
  const state = filters.trangThaiPheDuyet ?? 'da_phe_duyet';
  const setState = (value: ReportStateFilter) =>
    update({ trangThaiPheDuyet: value === 'da_phe_duyet' ? undefined : value });
  const openId = Number(params.get('id')) || null;
  const setOpen = (id: number | null) => {
    const next = new URLSearchParams(params);
    next.delete('tab');
    if (id === null) next.delete('id');
    else next.set('id', String(id));
    setParams(next);
  };
  const occurrences = (periods.data ?? []).flatMap((p) =>
    p.kyHienTai?.id ? [{ value: p.kyHienTai.id, label: occurrenceLabel(p.kyHienTai.tenKy, p.ten) }] : [],
  );
  // an occurrence chosen elsewhere (a past one, from its progress) is named from its reports
  const chosen = filters.kyBaoCaoId;
  if (chosen !== undefined && !occurrences.some((o) => o.value === chosen)) {
    const shown = list.data?.list.find((r) => r.kyBaoCaoId === chosen);
    occurrences.push({
      value: chosen,
      label: shown ? occurrenceLabel(shown.tenKy, shown.tenThoiGianCapNhat) : 'Kỳ đã chọn',
    });
  }

  /** The unit's name, opening the report. */
  const opener = (row: ReportItem) => (
    <Button
      type="link"
      style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
      onClick={() => setOpen(row.id)}
    >
      {row.organizationName}
    </Button>
  );

  const columns: ListColumn<ReportItem>[] = [
    {
      title: 'Đơn vị',
      key: 'unit',
      minWidth: 220,
      render: (_v, row) => (
        <CellLines sub={row.tenBaoCao} ellipsis={{ tooltip: row.tenBaoCao }}>
          {opener(row)}
        </CellLines>
      ),
    },
    {
      title: 'Kỳ',
      key: 'ky',
      width: 180,
      render: (_v, row) => <CellLines sub={row.tenThoiGianCapNhat}>{row.tenKy}</CellLines>,
    },
    {
      title: 'Đoàn viên',
      key: 'members',
      width: 130,
      align: 'end',
      render: (_v, row) => (
        <CellLines
          sub={`Nam ${formatNumber(row.soLuongDoanVienNam)} · Nữ ${formatNumber(row.soLuongDoanVienNu)}`}
        >
          {formatNumber(row.tongSoCongDoan)}
        </CellLines>
      ),
    },
    {
      title: 'CNVCLĐ',
      key: 'workers',
      width: 130,
      align: 'end',
      render: (_v, row) => (
        <CellLines
          sub={`Nam ${formatNumber(row.soLuongCNVCLDNam)} · Nữ ${formatNumber(row.soLuongCNVCLDNu)}`}
        >
          {formatNumber(row.tongSoCnvcld)}
        </CellLines>
      ),
    },
    {
      title: 'Ngày nộp',
      key: 'createdAt',
      width: 160,
      render: (_v, row) => (
        <CellLines sub={row.nguoiBaoCao?.fullName} align="start">
          <Flex gap={4} wrap align="center">
            {formatDateTime(row.createdAt)}
            {!row.dungHan && <Tag color="orange">Muộn</Tag>}
          </Flex>
        </CellLines>
      ),
    },
    {
      title: 'Trạng thái',
      key: 'state',
      width: 140,
      render: (_v, row) => <ReportStateTag state={row.trangThaiPheDuyet} />,
    },
  ];

  const actionsOf = (row: ReportItem): RowAction[] => [
    {
      key: 'view',
      label: 'Xem',
      icon: <EyeOutlined />,
      action: 'detail',
      subject: 'membership-report',
      onClick: () => setOpen(row.id),
    },
    ...(row.coThePheDuyet
      ? [
          {
            key: 'approve',
            label: 'Phê duyệt',
            icon: <CheckOutlined />,
            action: 'update' as const,
            subject: 'membership-report' as const,
            onClick: () => setDecision({ report: row, decision: 'da_phe_duyet' as const }),
          },
          {
            key: 'return',
            label: 'Trả lại',
            icon: <RollbackOutlined />,
            action: 'update' as const,
            subject: 'membership-report' as const,
            danger: true,
            onClick: () => setDecision({ report: row, decision: 'tu_choi' as const }),
          },
        ]
      : []),
    ...(row.coTheSua
      ? [
          {
            key: 'edit',
            label: 'Sửa',
            icon: <EditOutlined />,
            action: 'update' as const,
            subject: 'membership-report' as const,
            onClick: () => setForm({ row }),
          },
          {
            key: 'delete',
            label: 'Xóa',
            icon: <DeleteOutlined />,
            action: 'delete' as const,
            subject: 'membership-report' as const,
            danger: true,
            confirm: { content: `Xóa báo cáo "${row.tenBaoCao}" của ${row.organizationName}?` },
            onClick: () =>
              remove.mutateAsync(row.id).then(
                () => toast.success('Đã xóa báo cáo', row.tenBaoCao),
                (error: unknown) => toast.failed('Không xóa được báo cáo', error),
              ),
          },
        ]
      : []),
  ];

  return (
    <ListPageLayout
      title="Báo cáo đoàn số"
      page={page}
      query={list}
      actions={
        <Flex gap={8} wrap>
          {filters.kyBaoCaoId !== undefined && (
            <Button
              icon={<FileExcelOutlined />}
              loading={exporter.isPending}
              onClick={() => exporter.mutate(filters.kyBaoCaoId!)}
            >
              Xuất Excel kỳ này
            </Button>
          )}
          {ability.can('create', 'membership-report') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ row: null })}>
              Nộp báo cáo
            </Button>
          )}
        </Flex>
      }
      above={
        page.compact ? (
          <Select<ReportStateFilter>
            aria-label="Trạng thái phê duyệt"
            value={state}
            onChange={setState}
            options={STATE_CHOICES}
            style={{ marginBottom: 16, width: '100%' }}
          />
        ) : (
          <Segmented<ReportStateFilter>
            aria-label="Trạng thái phê duyệt"
            value={state}
            onChange={setState}
            options={STATE_CHOICES}
            style={{ marginBottom: 16 }}
          />
        )
      }
      search={{ placeholder: 'Tìm theo tên báo cáo, đơn vị', label: 'Tìm báo cáo', width: 300 }}
      filters={(values, change) => (
        <>
          <OrganizationSelect
            aria-label="Đơn vị (gồm đơn vị trực thuộc)"
            placeholder="Đơn vị của tôi"
            value={values.organizationId}
            onChange={(id) => change({ organizationId: id ?? undefined })}
            style={{ width: 260, maxWidth: '100%' }}
          />
          <Select<number>
            aria-label="Kỳ báo cáo"
            placeholder="Mọi kỳ"
            value={values.kyBaoCaoId}
            onChange={(id) => change({ kyBaoCaoId: id ?? undefined })}
            allowClear
            options={occurrences}
            style={{ width: 260, maxWidth: '100%' }}
          />
        </>
      )}
      columns={columns}
      noun="báo cáo"
      rowActions={actionsOf}
      emptyText={organizationId === null ? 'Chọn đơn vị để xem báo cáo' : 'Chưa có báo cáo nào'}
      card={{
        title: opener,
        name: (row) => row.organizationName,
        facts: (row) => [
          `${occurrenceLabel(row.tenKy, row.tenThoiGianCapNhat)} · ${formatNumber(row.tongSoCongDoan)} đoàn viên / ${formatNumber(row.tongSoCnvcld)} CNVCLĐ`,
          <ReportStateTag key="state" state={row.trangThaiPheDuyet} />,
        ],
      }}
    >
      {form && (
        <ReportFormModal
          row={form.row}
          occurrenceId={filters.kyBaoCaoId}
          onClose={() => setForm(null)}
          // what was just filed is found where it now is
          onSaved={() => setState('cho_phe_duyet')}
        />
      )}
      {decision && <DecisionModal {...decision} onClose={() => setDecision(null)} />}
      {openId !== null && (
        <ReportDetailDrawer
          reportId={openId}
          onEdit={(row) => setForm({ row })}
          onDecide={(report, d) => setDecision({ report, decision: d })}
          onClose={() => setOpen(null)}
        />
      )}
    </ListPageLayout>
  );
}
