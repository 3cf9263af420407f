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

/** The icons of ROLE_ICONS (packages/shared), the same the role switcher shows. */
export const ROLE_ICON_NODES: Record<RoleIcon, ReactNode> = {
  UserOutlined: <UserOutlined />,
  TeamOutlined: <TeamOutlined />,
  StarOutlined: <StarOutlined />,
  CrownOutlined: <CrownOutlined />,
  BankOutlined: <BankOutlined />,
  SafetyCertificateOutlined: <SafetyCertificateOutlined />,
};

export const roleIconNode = (name: string) => ROLE_ICON_NODES[name as RoleIcon] ?? <UserOutlined />;
