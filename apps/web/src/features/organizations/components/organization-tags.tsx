import {
  ORGANIZATION_LEVEL_LABELS,
  ORGANIZATION_STATUS_LABELS,
  type OrganizationLevel,
  type OrganizationStatus,
} from '@congdoan/shared';
import { Tag, Tooltip } from 'antd';

const LEVEL_COLORS: Record<OrganizationLevel, string> = {
  province: 'magenta',
  ward: 'blue',
  zone: 'purple',
  grassroots: 'green',
};

/** Short names for the tree, where the full one would crowd the row. */
const LEVEL_SHORT: Record<OrganizationLevel, string> = {
  province: 'LĐLĐ tỉnh',
  ward: 'CĐ xã/phường',
  zone: 'CĐ cụm/KCN',
  grassroots: 'CĐCS',
};

/** The level of an organisation; `short` shows the abbreviation with the full name on hover. */
export function LevelTag({ level, short = false }: { level: OrganizationLevel; short?: boolean }) {
  const tag = (
    <Tag color={LEVEL_COLORS[level]} style={{ marginInlineEnd: 0 }}>
      {short ? LEVEL_SHORT[level] : ORGANIZATION_LEVEL_LABELS[level]}
    </Tag>
  );
  return short ? <Tooltip title={ORGANIZATION_LEVEL_LABELS[level]}>{tag}</Tooltip> : tag;
}

/** Active or dissolved; `onlyDissolved` shows nothing for an active organisation (the tree). */
export function StatusTag({
  status,
  onlyDissolved = false,
}: {
  status: OrganizationStatus;
  onlyDissolved?: boolean;
}) {
  if (status === 'active') {
    return onlyDissolved ? null : (
      <Tag color="success" style={{ marginInlineEnd: 0 }}>
        {ORGANIZATION_STATUS_LABELS.active}
      </Tag>
    );
  }
  return (
    <Tag color="error" style={{ marginInlineEnd: 0 }}>
      {ORGANIZATION_STATUS_LABELS.dissolved}
    </Tag>
  );
}
