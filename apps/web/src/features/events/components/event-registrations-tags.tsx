import {
  ATTENDANCE_METHOD_LABELS,
  REGISTRATION_STATE_LABELS,
  REGISTRATION_STATES,
  type RegistrationItem,
  type RegistrationState,
} from '@congdoan/shared';
import { Tag } from 'antd';
import { CellLines } from '../../../components/cell-lines';
import { formatDateTime } from '../../../lib/format-date-time';

/** The colour of each registration state (antd's preset colours, readable in both skins). */
const STATE_COLORS: Record<RegistrationState, string> = {
  da_dang_ky: 'green',
  danh_sach_cho: 'orange',
  da_huy: 'default',
};

/** A registration's state in words, with its place when waiting: 'Danh sách chờ (#2)'. */
export function registrationStateText(row: Pick<RegistrationItem, 'trangThai' | 'thuTuCho'>): string {
  const label = REGISTRATION_STATE_LABELS[row.trangThai];
  return row.trangThai === 'danh_sach_cho' && row.thuTuCho !== null ? `${label} (#${row.thuTuCho})` : label;
}

export function RegistrationStateTag({ row }: { row: Pick<RegistrationItem, 'trangThai' | 'thuTuCho'> }) {
  return <Tag color={STATE_COLORS[row.trangThai]}>{registrationStateText(row)}</Tag>;
}

/** When and how someone was marked present: '17/11/2026 08:05 · Quét mã QR', or null. */
export function attendanceText(row: Pick<RegistrationItem, 'diemDanhLuc' | 'cachDiemDanh'>): string | null {
  if (!row.diemDanhLuc) return null;
  const method = row.cachDiemDanh ? ` · ${ATTENDANCE_METHOD_LABELS[row.cachDiemDanh]}` : '';
  return `${formatDateTime(row.diemDanhLuc)}${method}`;
}

/** A table's attendance cell: the time, and how below it ('—' when not marked). */
export function AttendanceCell({ row }: { row: Pick<RegistrationItem, 'diemDanhLuc' | 'cachDiemDanh'> }) {
  if (!row.diemDanhLuc) return '—';
  return (
    <CellLines sub={row.cachDiemDanh && ATTENDANCE_METHOD_LABELS[row.cachDiemDanh]}>
      {formatDateTime(row.diemDanhLuc)}
    </CellLines>
  );
}

/** The state filter's choices. */
export const REGISTRATION_STATE_OPTIONS = REGISTRATION_STATES.map((value) => ({
  value,
  label: REGISTRATION_STATE_LABELS[value],
}));

/** The attendance filter's choices: present, or registered and not (yet) present. */
export type AttendanceChoice = 'yes' | 'no';
export const ATTENDANCE_OPTIONS: { value: AttendanceChoice; label: string }[] = [
  { value: 'yes', label: 'Đã điểm danh' },
  { value: 'no', label: 'Chưa điểm danh' },
];
export const attendanceChoiceOf = (value: boolean | undefined): AttendanceChoice | undefined =>
  value === undefined ? undefined : value ? 'yes' : 'no';
export const attendanceFilterOf = (choice: AttendanceChoice | undefined): boolean | undefined =>
  choice === undefined ? undefined : choice === 'yes';
