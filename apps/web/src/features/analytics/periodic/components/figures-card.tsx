import {
  formatNumber,
  formatPercent,
  type PeriodicChange,
  type PeriodicFigures,
  type PeriodicReport,
} from '@congdoan/shared';
import { Card, Table, Typography } from 'antd';
import { KeyboardScroll } from '../../../../components/keyboard-scroll';

const MEASURES: { key: keyof PeriodicFigures; label: string; percent?: boolean }[] = [
  { key: 'soDonVi', label: 'Đơn vị có báo cáo đã duyệt' },
  { key: 'tongDoanVien', label: 'Tổng số đoàn viên' },
  { key: 'doanVienNam', label: 'Đoàn viên nam' },
  { key: 'doanVienNu', label: 'Đoàn viên nữ' },
  { key: 'tongCnvcld', label: 'Tổng số CNVCLĐ' },
  { key: 'tyLeThamGia', label: 'Tỷ lệ đoàn viên / CNVCLĐ', percent: true },
];

const value = (v: number | null | undefined, percent?: boolean) =>
  v === null || v === undefined ? '—' : percent ? formatPercent(v) : formatNumber(v);

/** +12 (+5,2 %), or −3 (−1,0 %); a rate's change is in points. */
function changeText(c: PeriodicChange | undefined, percent?: boolean) {
  if (!c) return '—';
  const sign = c.chenhLech > 0 ? '+' : c.chenhLech < 0 ? '−' : '';
  const size = Math.abs(c.chenhLech);
  const amount = percent ? `${sign}${formatNumber(size)} điểm` : `${sign}${formatNumber(size)}`;
  if (c.phanTram === null) return amount;
  const share = `${c.phanTram > 0 ? '+' : c.phanTram < 0 ? '−' : ''}${formatPercent(Math.abs(c.phanTram))}`;
  return `${amount} (${share})`;
}

/** The approved reports' figures added up, beside the previous occurrence's and the change. */
export function FiguresCard({ report }: { report: PeriodicReport }) {
  const previous = report.kyTruoc?.ten ?? 'Kỳ trước';
  // a previous occurrence without an approved report has no figures to compare with (not zeros)
  const comparable = (report.soLieuKyTruoc?.soDonVi ?? 0) > 0;
  return (
    <Card title="Số liệu đã duyệt" style={{ height: '100%' }}>
      <KeyboardScroll label="Số liệu đã duyệt">
        <Table
          size="small"
          rowKey="key"
          pagination={false}
          scroll={{ x: 480 }}
          dataSource={MEASURES}
          columns={[
            { title: 'Chỉ tiêu', dataIndex: 'label', key: 'label' },
            {
              title: report.kyBaoCao.ten,
              key: 'now',
              align: 'end',
              render: (_v, m) => value(report.soLieu[m.key], m.percent),
            },
            {
              title: previous,
              key: 'before',
              align: 'end',
              render: (_v, m) =>
                comparable || m.key === 'soDonVi' ? value(report.soLieuKyTruoc?.[m.key], m.percent) : '—',
            },
            {
              title: 'Thay đổi',
              key: 'change',
              align: 'end',
              render: (_v, m) => {
                const c = comparable ? report.thayDoi?.[m.key] : undefined;
                return (
                  <Typography.Text
                    type={c && c.chenhLech < 0 ? 'danger' : c && c.chenhLech > 0 ? 'success' : undefined}
                  >
                    {changeText(c, m.percent)}
                  </Typography.Text>
                );
              },
            },
          ]}
        />
      </KeyboardScroll>
      {!report.kyTruoc && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          Đây là kỳ đầu tiên của loại kỳ này: chưa có kỳ trước để so sánh.
        </Typography.Text>
      )}
      {report.kyTruoc && !comparable && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          {previous} chưa có báo cáo nào được duyệt: chưa có số liệu để so sánh.
        </Typography.Text>
      )}
    </Card>
  );
}
