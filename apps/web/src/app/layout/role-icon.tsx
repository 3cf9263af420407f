import {
  BankOutlined,
  CrownOutlined,
  SafetyCertificateOutlined,
  StarOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** listRoles[].icon_ names an icon; only the seeded roles' icons are bundled, others get a person. */
const ROLE_ICONS: Record<string, ReactNode> = {
  SafetyCertificateOutlined: <SafetyCertificateOutlined />,
  BankOutlined: <BankOutlined />,
  CrownOutlined: <CrownOutlined />,
  StarOutlined: <StarOutlined />,
  TeamOutlined: <TeamOutlined />,
  UserOutlined: <UserOutlined />,
};

export function roleIcon(name: string | null | undefined): ReactNode {
  return (name && ROLE_ICONS[name]) || <UserOutlined />;
}
