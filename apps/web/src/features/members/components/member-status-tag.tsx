import { MEMBER_STATUS_LABELS, type MemberStatus } from '@congdoan/shared';
import { Tag } from 'antd';

const COLORS: Record<MemberStatus, string> = {
  dang_sinh_hoat: 'success',
  da_chuyen_di: 'processing',
  thoi_sinh_hoat: 'warning',
  khai_tru: 'error',
  da_mat: 'default',
};

/** A member's status as a coloured tag ('Đang sinh hoạt' green, 'Khai trừ' red…). */
export function MemberStatusTag({ status }: { status: MemberStatus }) {
  return <Tag color={COLORS[status]}>{MEMBER_STATUS_LABELS[status]}</Tag>;
}
