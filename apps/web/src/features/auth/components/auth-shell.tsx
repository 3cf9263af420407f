import { ApartmentOutlined, CalendarOutlined, FileTextOutlined, TeamOutlined } from '@ant-design/icons';
import { APP_FULL_TITLE, APP_TITLE } from '@congdoan/shared';
import { Col, Flex, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

const HIGHLIGHTS = [
  { icon: <ApartmentOutlined />, text: 'Quản lý công đoàn cơ sở, cán bộ và đoàn viên' },
  { icon: <CalendarOutlined />, text: 'Sự kiện, công việc và thông báo tới đoàn viên' },
  { icon: <FileTextOutlined />, text: 'Báo cáo tình hình đoàn viên theo kỳ' },
  { icon: <TeamOutlined />, text: 'Người dùng, vai trò và phân quyền theo phạm vi' },
];

/** Two-column frame of the sign-in pages: the product on the left, the form card on the right. */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Row style={{ minHeight: '100vh' }}>
      {/* no `display` on the Col itself: it would override the class that hides the banner below lg, and on a
          phone the banner pushed the form below the fold */}
      <Col
        xs={0}
        lg={14}
        style={{
          background: `linear-gradient(135deg, ${token.colorPrimary} 0%, #0b3d91 100%)`,
          color: '#fff',
        }}
      >
        <Flex align="center" justify="center" style={{ height: '100%', padding: 48 }}>
          <Flex vertical gap={24} style={{ maxWidth: 520 }}>
            <Typography.Title level={1} style={{ color: '#fff', margin: 0 }}>
              {APP_TITLE}
            </Typography.Title>
            <Typography.Title level={3} style={{ color: '#fff', margin: 0, fontWeight: 500 }}>
              {APP_FULL_TITLE}
            </Typography.Title>
            <Flex vertical gap={14}>
              {HIGHLIGHTS.map((item) => (
                <Flex key={item.text} gap={12} align="center" style={{ fontSize: 16 }}>
                  <span style={{ fontSize: 20, opacity: 0.9 }}>{item.icon}</span>
                  <span>{item.text}</span>
                </Flex>
              ))}
            </Flex>
          </Flex>
        </Flex>
      </Col>
      <Col
        xs={24}
        lg={10}
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '24px 16px' }}
      >
        {/* a plain panel rather than Card: Card brings Tabs into the sign-in page's first load */}
        <section
          style={{
            width: '100%',
            maxWidth: 440,
            padding: 32,
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowTertiary,
          }}
        >
          <Flex vertical gap={4} style={{ marginBottom: 24 }}>
            <Typography.Text strong style={{ color: token.colorPrimaryText, fontSize: 18 }}>
              {APP_TITLE}
            </Typography.Text>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
          </Flex>
          {children}
        </section>
      </Col>
    </Row>
  );
}
