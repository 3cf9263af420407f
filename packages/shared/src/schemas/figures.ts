/**
 * Where a union's figures (members and workers, total and by gender) came from at a moment of
 * their history (docs/architecture.md, "Figures history"): counted from its member records, an
 * approved membership report, typed in the organisation's form, or an organisations import.
 */
export const FIGURE_SOURCES = ['records', 'report', 'form', 'import'] as const;
export type FigureSource = (typeof FIGURE_SOURCES)[number];
export const FIGURE_SOURCE_LABELS: Record<FigureSource, string> = {
  records: 'Theo hồ sơ đoàn viên',
  report: 'Theo báo cáo đoàn số',
  form: 'Nhập trên biểu mẫu',
  import: 'Nhập từ Excel',
};
