import {
  FIGURE_LABELS,
  type FigureKey,
  figuresOf,
  formatNumber,
  REPORT_NAME_MAX,
  REPORT_TEXT_MAX,
  type ReportItem,
  reportFields,
} from '@congdoan/shared';
import { Alert, Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { FormModal, GridField } from '../../../components/form-modal';
import { OrganizationSelect } from '../../../components/organization-select';
import { rulesFrom } from '../../../lib/form-rules';
import { serverFieldProblems } from '../../../lib/server-field-problems';
import { useSessionUser } from '../../../lib/use-session-user';
import { useToast } from '../../../lib/use-toast';
import { useActivePeriods } from '../api/list-active-periods';
import { useCreateReport, usePrefill, useUpdateReport } from '../api/reports';
import { dayText, occurrenceLabel } from './period-text';

const rules = rulesFrom(reportFields);

type Figures = Record<FigureKey, number | null>;
export type ReportValues = Figures & {
  kyBaoCaoId: number | undefined;
  organizationId: number | undefined;
  tenBaoCao: string;
  noiDung: string;
  ghiChu: string;
};

const GENDERED: [FigureKey, FigureKey, FigureKey][] = [
  ['soLuongDoanVienNam', 'soLuongDoanVienNu', 'tongSoCongDoan'],
  ['soLuongCNVCLDNam', 'soLuongCNVCLDNu', 'tongSoCnvcld'],
];

/** Men + women of a pair of figures, as the server counts a total left empty. */
export const sumOf = (v: Partial<Figures>, male: FigureKey, female: FigureKey) =>
  (v[male] ?? 0) + (v[female] ?? 0);

/** A total as it will be filed: as typed, else men + women. */
function totalOf(v: Partial<Figures>, total: FigureKey) {
  const [male, female] = GENDERED.find((g) => g[2] === total)!;
  return v[total] ?? sumOf(v, male, female);
}

/**
 * The figures a form starts from (a new report's prefill, or the report corrected): a total that is
 * men + women stays empty, so it follows a corrected figure; a different one stays as typed.
 */
export const prefilled = (p: Record<FigureKey, number>): Figures => ({
  ...p,
  tongSoCongDoan:
    p.tongSoCongDoan === sumOf(p, 'soLuongDoanVienNam', 'soLuongDoanVienNu') ? null : p.tongSoCongDoan,
  tongSoCnvcld: p.tongSoCnvcld === sumOf(p, 'soLuongCNVCLDNam', 'soLuongCNVCLDNu') ? null : p.tongSoCnvcld,
});

/** The body of a create or an update: a total equal to men + women is sent as none. */
export function reportBody(v: ReportValues) {
  const total = (male: FigureKey, female: FigureKey, t: FigureKey) =>
    v[t] === null || v[t] === sumOf(v, male, female) ? null : v[t];
  return {
    tenBaoCao: v.tenBaoCao,
    noiDung: v.noiDung || null,
    ghiChu: v.ghiChu || null,
    soLuongDoanVienNam: v.soLuongDoanVienNam ?? 0,
    soLuongDoanVienNu: v.soLuongDoanVienNu ?? 0,
    soLuongCNVCLDNam: v.soLuongCNVCLDNam ?? 0,
    soLuongCNVCLDNu: v.soLuongCNVCLDNu ?? 0,
    tongSoCongDoan: total('soLuongDoanVienNam', 'soLuongDoanVienNu', 'tongSoCongDoan'),
    tongSoCnvcld: total('soLuongCNVCLDNam', 'soLuongCNVCLDNu', 'tongSoCnvcld'),
  };
}

function FigureField({ name, placeholder }: { name: FigureKey; placeholder?: string }) {
  return (
    <Form.Item name={name} label={FIGURE_LABELS[name]} rules={rules(name)}>
      {/* no min/max: a clamped figure would be filed silently; the rules say what is wrong */}
      <InputNumber
        precision={0}
        style={{ width: '100%' }}
        placeholder={placeholder}
        aria-label={FIGURE_LABELS[name]}
      />
    </Form.Item>
  );
}

interface ReportFormModalProps {
  /** The report to correct; null to file one. */
  row: ReportItem | null;
  /** The occurrence to file in when the page has one chosen. */
  occurrenceId?: number | undefined;
  onClose: () => void;
  /** After a save: the report waits for approval. */
  onSaved?: () => void;
}

/**
 * File or correct a membership report: the occurrence and the unit, the figures (prefilled from the
 * unit's last approved report or its record; each total is men + women unless typed, and a total
 * that differs needs a note), and the texts.
 */
export function ReportFormModal({ row, occurrenceId, onClose, onSaved }: ReportFormModalProps) {
  const [form] = Form.useForm<ReportValues>();
  const toast = useToast();
  const user = useSessionUser();
  const create = useCreateReport();
  const update = useUpdateReport();
  const periods = useActivePeriods(!row);
  const open = (periods.data ?? []).filter((p) => p.kyHienTai?.dangDienRa && p.kyHienTai.id !== null);
  const unitId = Form.useWatch('organizationId', form) ?? null;
  const chosenKy = Form.useWatch('kyBaoCaoId', form);
  const prefill = usePrefill(unitId, !row && unitId !== null);
  const values = Form.useWatch([], form) ?? {};

  const chosenPeriod = open.find((p) => p.kyHienTai!.id === chosenKy);
  const tenKy = chosenPeriod?.kyHienTai?.tenKy;

  // A new report's figures follow the unit chosen, once its prefill arrives; its name, the occurrence too.
  useEffect(() => {
    if (row || !prefill.data) return;
    form.setFieldsValue({
      ...prefilled(figuresOf(prefill.data)),
      tenBaoCao: `Báo cáo đoàn số${tenKy ? ` ${tenKy}` : ''} – ${prefill.data.organizationName}`,
    });
  }, [prefill.data, row, form, tenKy]);

  const initial: Partial<ReportValues> = row
    ? {
        tenBaoCao: row.tenBaoCao,
        noiDung: row.noiDung ?? '',
        ghiChu: row.ghiChu ?? '',
        ...prefilled(figuresOf(row)),
      }
    : {
        kyBaoCaoId: occurrenceId ?? (open.length === 1 ? (open[0]!.kyHienTai!.id ?? undefined) : undefined),
        organizationId: user?.organizationId ?? undefined,
        noiDung: '',
        ghiChu: '',
      };

  const save = async (v: ReportValues) => {
    const body = reportBody(v);
    if (row) await update.mutateAsync({ id: row.id, body });
    else {
      await create.mutateAsync({
        ...body,
        kyBaoCaoId: v.kyBaoCaoId,
        organizationId: v.organizationId,
        loaiBaoCao: chosenPeriod?.loaiKy === 'dot_xuat' ? 'dot_xuat' : 'dinh_ky',
      });
    }
    toast.success(
      !row
        ? 'Đã nộp báo cáo, chờ phê duyệt'
        : row.trangThaiPheDuyet === 'tu_choi'
          ? 'Đã nộp lại báo cáo, chờ phê duyệt'
          : 'Đã cập nhật báo cáo',
      v.tenBaoCao,
    );
    onSaved?.();
    onClose();
  };

  return (
    <FormModal<ReportValues>
      form={form}
      title={row ? 'Sửa báo cáo đoàn số' : 'Nộp báo cáo đoàn số'}
      okText={row ? (row.trangThaiPheDuyet === 'tu_choi' ? 'Lưu và nộp lại' : 'Lưu') : 'Nộp báo cáo'}
      width={720}
      initialValues={initial}
      onSubmit={save}
      fieldProblems={(error) =>
        serverFieldProblems(error, {
          report_exists: 'kyBaoCaoId',
          report_unit_not_target: 'organizationId',
        })
      }
      onClose={onClose}
      notices={
        <>
          {row?.trangThaiPheDuyet === 'tu_choi' && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title="Báo cáo bị trả lại để sửa"
              description={`Lý do: ${row.ghiChuPheDuyet ?? '—'}. Sau khi lưu, báo cáo được nộp lại và chờ phê duyệt.`}
            />
          )}
          {!row && periods.isSuccess && open.length === 0 && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title="Hiện không có kỳ báo cáo nào đang mở"
            />
          )}
        </>
      }
    >
      {row ? (
        <Typography.Paragraph>
          {row.organizationName} · {occurrenceLabel(row.tenKy, row.tenThoiGianCapNhat)} (hạn nộp{' '}
          {dayText(row.thoiHanNop)})
        </Typography.Paragraph>
      ) : (
        <Row gutter={16}>
          <GridField
            name="kyBaoCaoId"
            label="Kỳ báo cáo"
            rules={[{ required: true, message: 'Vui lòng chọn kỳ báo cáo' }]}
          >
            <Select
              loading={periods.isPending}
              placeholder="Chọn kỳ báo cáo đang mở"
              notFoundContent="Không có kỳ báo cáo nào đang mở"
              options={open.map((p) => ({
                value: p.kyHienTai!.id!,
                label: `${occurrenceLabel(p.kyHienTai!.tenKy, p.ten)} (hạn ${dayText(p.kyHienTai!.thoiGianKetThuc)})`,
              }))}
            />
          </GridField>
          <GridField
            name="organizationId"
            label="Đơn vị báo cáo"
            rules={[{ required: true, message: 'Vui lòng chọn đơn vị' }]}
          >
            <OrganizationSelect aria-label="Đơn vị báo cáo" selectedName={prefill.data?.organizationName} />
          </GridField>
        </Row>
      )}
      {!row && prefill.data && (
        <Typography.Paragraph type="secondary">Số liệu gợi ý: {prefill.data.moTaNguon}</Typography.Paragraph>
      )}
      <Form.Item name="tenBaoCao" label="Tên báo cáo" rules={rules('tenBaoCao')}>
        <Input maxLength={REPORT_NAME_MAX} />
      </Form.Item>
      {GENDERED.map(([male, female, total]) => (
        <Row gutter={16} key={total}>
          <Col xs={12} md={8}>
            <FigureField name={male} />
          </Col>
          <Col xs={12} md={8}>
            <FigureField name={female} />
          </Col>
          <Col xs={24} md={8}>
            <FigureField
              name={total}
              placeholder={`${formatNumber(sumOf(values, male, female))} (nam + nữ)`}
            />
          </Col>
        </Row>
      ))}
      {totalOf(values, 'tongSoCongDoan') > totalOf(values, 'tongSoCnvcld') && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Số đoàn viên lớn hơn số CNVCLĐ: vui lòng kiểm tra lại số liệu"
        />
      )}
      <Form.Item
        name="ghiChu"
        label="Ghi chú"
        rules={rules('ghiChu')}
        extra="Bắt buộc khi tổng số khác số nam cộng số nữ: ghi lý do chênh lệch"
      >
        <Input.TextArea rows={2} maxLength={REPORT_TEXT_MAX} />
      </Form.Item>
      <Form.Item name="noiDung" label="Nội dung" rules={rules('noiDung')}>
        <Input.TextArea
          rows={3}
          maxLength={REPORT_TEXT_MAX}
          placeholder="Tình hình biến động đoàn viên trong kỳ"
        />
      </Form.Item>
    </FormModal>
  );
}
