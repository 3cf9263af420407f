import {
  APPROVAL_KIND_LABELS,
  APPROVAL_STATE_LABELS,
  type ApprovalKind,
  type ApprovalState,
} from '@congdoan/shared';
import { Tag } from 'antd';

const STATE_COLORS: Record<ApprovalState, string> = {
  cho_duyet: 'blue',
  da_duyet: 'green',
  tu_choi: 'red',
  da_huy: 'default',
};

export function ApprovalStateTag({ state }: { state: ApprovalState }) {
  return <Tag color={STATE_COLORS[state]}>{APPROVAL_STATE_LABELS[state]}</Tag>;
}

export const kindLabel = (kind: ApprovalKind) => APPROVAL_KIND_LABELS[kind];
