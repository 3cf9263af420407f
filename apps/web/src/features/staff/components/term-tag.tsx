import { TERM_STATE_LABELS, type TermState } from '@congdoan/shared';
import { Tag } from 'antd';

/** 'Đương nhiệm' (green) or 'Hết nhiệm kỳ' (grey). */
export function TermTag({ state }: { state: TermState }) {
  return <Tag color={state === 'current' ? 'success' : 'default'}>{TERM_STATE_LABELS[state]}</Tag>;
}
