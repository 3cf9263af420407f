import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  CalendarOutlined,
  ClusterOutlined,
  ContactsOutlined,
  EnvironmentOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  KeyOutlined,
  MessageOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SendOutlined,
  ShopOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * The menu icons the route table names. The table holds names, not elements, so that the
 * sign-in pages (which load the table but show no menu) do not load the icons.
 */
export const MENU_ICONS = {
  ApartmentOutlined: <ApartmentOutlined />,
  AppstoreOutlined: <AppstoreOutlined />,
  AuditOutlined: <AuditOutlined />,
  BankOutlined: <BankOutlined />,
  BarChartOutlined: <BarChartOutlined />,
  CalendarOutlined: <CalendarOutlined />,
  ClusterOutlined: <ClusterOutlined />,
  ContactsOutlined: <ContactsOutlined />,
  EnvironmentOutlined: <EnvironmentOutlined />,
  FieldTimeOutlined: <FieldTimeOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  HistoryOutlined: <HistoryOutlined />,
  HomeOutlined: <HomeOutlined />,
  IdcardOutlined: <IdcardOutlined />,
  KeyOutlined: <KeyOutlined />,
  MessageOutlined: <MessageOutlined />,
  NotificationOutlined: <NotificationOutlined />,
  ProfileOutlined: <ProfileOutlined />,
  SafetyCertificateOutlined: <SafetyCertificateOutlined />,
  ScheduleOutlined: <ScheduleOutlined />,
  SendOutlined: <SendOutlined />,
  ShopOutlined: <ShopOutlined />,
  SolutionOutlined: <SolutionOutlined />,
  TagsOutlined: <TagsOutlined />,
  TeamOutlined: <TeamOutlined />,
  UserOutlined: <UserOutlined />,
} satisfies Record<string, ReactNode>;

export type MenuIconName = keyof typeof MENU_ICONS;
