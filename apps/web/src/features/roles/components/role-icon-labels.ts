import type { RoleIcon } from '@congdoan/shared';

/** What the role form and the role history call each icon of ROLE_ICONS (the API keeps antd's names). */
export const ROLE_ICON_LABELS: Record<RoleIcon, string> = {
  UserOutlined: 'Người dùng',
  TeamOutlined: 'Nhóm',
  StarOutlined: 'Ngôi sao',
  CrownOutlined: 'Vương miện',
  BankOutlined: 'Cơ quan',
  SafetyCertificateOutlined: 'Khiên bảo vệ',
};
