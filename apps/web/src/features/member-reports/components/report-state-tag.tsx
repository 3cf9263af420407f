import { REPORT_STATE_LABELS, type ReportState } from '@congdoan/shared';
import { Tag } from 'antd';

const COLORS: Record<ReportState, string> = { cho_phe_duyet: 'blue', da_phe_duyet: 'green', tu_choi: 'red' };

export function ReportStateTag({ state }: { state: ReportState }) {
  return <Tag color={COLORS[state]}>{REPORT_STATE_LABELS[state]}</Tag>;
}
