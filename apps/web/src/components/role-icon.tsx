import {
  BankOutlined,
  CrownOutlined,
  SafetyCertificateOutlined,
  StarOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { RoleIcon } from '@congdoan/shared';
import type { ReactNode } from 'react';

/** The icons of ROLE_ICONS (packages/shared): the role form offers them, the role switcher shows them. */
export const ROLE_ICON_NODES: Record<RoleIcon, ReactNode> = {
  UserOutlined: <UserOutlined />,
  TeamOutlined: <TeamOutlined />,
  StarOutlined: <StarOutlined />,
  CrownOutlined: <CrownOutlined />,
  BankOutlined: <BankOutlined />,
  SafetyCertificateOutlined: <SafetyCertificateOutlined />,
};

/** A role's icon by name (listRoles[].icon_); a name outside ROLE_ICONS gets a person. */
export function roleIcon(name: string | null | undefined): ReactNode {
  return (name && ROLE_ICON_NODES[name as RoleIcon]) || <UserOutlined />;
}
