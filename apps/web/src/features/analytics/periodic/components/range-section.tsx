import type { PeriodicReport } from '@congdoan/shared';
import { ChartFigure } from '../../../../components/charts/chart-figure';
import type { ChartSeries } from '../../../../components/charts/chart-options';
import type { ChartColumn } from '../../../../components/charts/chart-table';

type Step = PeriodicReport['cacKy'][number] & { id: number; ten: string };

const SERIES: ChartSeries<Step>[] = [
  { name: 'Đã duyệt', color: '#389e0d', value: (r) => r.soDaPheDuyet },
  { name: 'Chờ duyệt', color: '#0b5ed7', value: (r) => r.soChoPheDuyet },
  { name: 'Chưa nộp', color: '#bfbfbf', value: (r) => r.soChuaBaoCao },
];
const COLUMNS: ChartColumn<Step>[] = [
  { title: 'Phải báo cáo', value: (r) => r.tongSoCDCS },
  { title: 'Đã nộp', value: (r) => r.soDaBaoCao },
  { title: 'Đã duyệt', value: (r) => r.soDaPheDuyet },
  { title: 'Quá hạn', value: (r) => r.soQuaHan },
  { title: 'Tổng số đoàn viên', value: (r) => r.soLieu.tongDoanVien },
  { title: 'Tổng số CNVCLĐ', value: (r) => r.soLieu.tongCnvcld },
  { title: 'Tỷ lệ đoàn viên', value: (r) => r.soLieu.tyLeThamGia, kind: 'percent' },
];

/** Each occurrence of the chosen range: its units by standing and its approved figures. */
export function RangeSection({ report }: { report: PeriodicReport }) {
  const rows: Step[] = report.cacKy.map((k) => ({ ...k, id: k.kyBaoCao.id, ten: k.kyBaoCao.ten }));
  return (
    <ChartFigure<Step>
      title="Các kỳ"
      grouping={`từ ${rows[0]?.ten ?? ''} đến ${report.kyBaoCao.ten}`}
      rowTitle="Kỳ báo cáo"
      rows={rows}
      series={SERIES}
      columns={COLUMNS}
      stacked
    />
  );
}
