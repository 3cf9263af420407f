import { HomeOutlined } from '@ant-design/icons';
import { APP_FULL_TITLE, type Subject } from '@congdoan/shared';
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { MENU_ICONS } from '../layout/menu-icons';
import { menuGroupOf } from '../routes/menu-groups';
import { MENU_GROUPS, ROUTES } from '../routes/route-table';

const DESCRIPTIONS: Partial<Record<Subject, string>> = {
  'organization-management': 'Danh sách công đoàn cơ sở, cán bộ công đoàn và đoàn viên',
  'event-management': 'Loại sự kiện, sự kiện và thông báo gửi tới đoàn viên',
  'member-report': 'Kỳ cập nhật và báo cáo tình hình đoàn viên theo kỳ',
  'common-category': 'Xã/phường, cụm/khu công nghiệp và chức vụ',
  'user-management': 'Người dùng, vai trò, quyền chức năng và tài khoản Zalo',
};

interface Tile {
  key: string;
  title: string;
  description: string;
  icon: ReactNode;
  path: string;
}

/** One tile per module of the product, leading to the module's first page (from the route table). */
const TILES: Tile[] = [
  {
    key: 'home',
    title: 'Trang chủ',
    description: 'Số liệu tổng quan trong phạm vi của bạn',
    icon: <HomeOutlined />,
    path: paths.home.getHref(),
  },
  ...MENU_GROUPS.flatMap((group) => {
    const first = ROUTES.find((route) => menuGroupOf(route, MENU_GROUPS) === group);
    return first
      ? [
          {
            key: group.key,
            title: group.label,
            description: DESCRIPTIONS[group.key] ?? '',
            icon: MENU_ICONS[group.icon],
            path: first.path,
          },
        ]
      : [];
  }),
];

/** /pages/select-function: choose a module; signing in leads straight to it. */
export function SelectFunctionPage() {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" style={{ padding: '48px 24px', minHeight: '100vh' }}>
      <Typography.Title level={2} style={{ textAlign: 'center' }}>
        {APP_FULL_TITLE}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 32 }}>
        Chọn chức năng bạn muốn sử dụng
      </Typography.Paragraph>
      <Row gutter={[20, 20]} style={{ maxWidth: 1100, width: '100%' }}>
        {TILES.map((tile) => (
          <Col key={tile.key} xs={24} sm={12} lg={8}>
            <Link to={tile.path} style={{ display: 'block', height: '100%' }}>
              <Card hoverable style={{ height: '100%' }}>
                <Flex vertical gap={12}>
                  <span style={{ fontSize: 32, color: token.colorPrimary }}>{tile.icon}</span>
                  <Typography.Title level={5} style={{ margin: 0 }}>
                    {tile.title}
                  </Typography.Title>
                  <Typography.Text type="secondary">{tile.description}</Typography.Text>
                </Flex>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
