import {
  type AuditHistoryItem,
  FIGURE_LABELS,
  REPORT_STATE_LABELS,
  type ReportState,
} from '@congdoan/shared';
import { ChangeHistory, type ChangeLine } from '../../../components/change-history';
import { ROOT } from '../../../lib/query-keys';

const ACTIONS: Record<string, string> = {
  create: 'Nộp báo cáo',
  update: 'Sửa báo cáo',
  approve: 'Phê duyệt',
  reject: 'Trả lại',
  delete: 'Xóa báo cáo',
};
export const reportActionLabel = (action: string) => ACTIONS[action] ?? action;

const LABELS: Record<string, string> = {
  ...FIGURE_LABELS,
  tenBaoCao: 'Tên báo cáo',
  noiDung: 'Nội dung',
  ghiChu: 'Ghi chú',
  ghiChuPheDuyet: 'Ý kiến phê duyệt',
  trangThaiPheDuyet: 'Trạng thái',
};

const text = (key: string, v: unknown) => {
  if (v === null || v === undefined) return null;
  if (key === 'trangThaiPheDuyet') return REPORT_STATE_LABELS[v as ReportState] ?? String(v);
  return String(v);
};

/** The fields a change altered, in an officer's words (the unit and occurrence never change). */
export function describeReportChanges(row: Pick<AuditHistoryItem, 'before' | 'after'>): ChangeLine[] {
  const before = (row.before ?? {}) as Record<string, unknown>;
  const after = (row.after ?? {}) as Record<string, unknown>;
  return Object.keys(LABELS)
    .filter((key) => (row.before ? JSON.stringify(before[key]) !== JSON.stringify(after[key]) : false))
    .map((key) => ({ key, label: LABELS[key]!, from: text(key, before[key]), to: text(key, after[key]) }));
}

/** 'Lịch sử' of a membership report: filed, corrected, approved or rejected, by whom and when. */
export function ReportHistory({ reportId }: { reportId: number }) {
  return (
    <ChangeHistory
      subject="membership-report"
      recordId={reportId}
      ownerKey={ROOT.memberReports}
      actionLabel={reportActionLabel}
      describe={describeReportChanges}
    />
  );
}
