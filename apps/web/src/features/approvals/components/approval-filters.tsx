import { APPROVAL_KIND_LABELS, APPROVAL_KINDS, type ApprovalKind } from '@congdoan/shared';
import { Select } from 'antd';

const KIND_OPTIONS = APPROVAL_KINDS.map((k) => ({ value: k, label: APPROVAL_KIND_LABELS[k] }));

/** The kind of request a list shows (every kind when cleared). */
export function KindSelect({
  value,
  onChange,
}: {
  value: ApprovalKind | undefined;
  onChange: (kind: ApprovalKind | undefined) => void;
}) {
  return (
    <Select<ApprovalKind>
      aria-label="Loại yêu cầu"
      placeholder="Mọi loại yêu cầu"
      allowClear
      value={value}
      onChange={(kind) => onChange(kind ?? undefined)}
      options={KIND_OPTIONS}
      style={{ width: 240, maxWidth: '100%' }}
    />
  );
}
