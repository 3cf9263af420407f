import { EditOutlined, KeyOutlined } from '@ant-design/icons';
import { DATA_SCOPE_LABELS, type SessionUser } from '@congdoan/shared';
import { Button, Card, Col, Descriptions, Flex, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/use-session-user';
import { useMe } from '../api/get-me';
import { ZaloLinkCard } from '../components/zalo-link-card';

const EMPTY = <Typography.Text type="secondary">Chưa cập nhật</Typography.Text>;
const show = (value: string | null | undefined): ReactNode => (value?.trim() ? value : EMPTY);

function ProfileDetails({ user }: { user: SessionUser }) {
  return (
    // Labels above values, at most two per row: a bordered table of label and value cells squeezed each value into a
    // narrow cell ('Chưa / cập / nhật') at every width. Every breakpoint is given: a missing one falls back to 3.
    <Descriptions
      layout="vertical"
      column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }}
      size="middle"
      items={[
        { key: 'fullName', label: 'Họ và tên', children: user.fullName },
        { key: 'username', label: 'Tên đăng nhập', children: show(user.username) },
        { key: 'email', label: 'Email', children: show(user.email) },
        { key: 'phone', label: 'Số điện thoại', children: show(user.phoneNumber) },
        { key: 'identity', label: 'Số CCCD', children: show(user.identity) },
        { key: 'role', label: 'Vai trò hiện tại', children: user.roleName },
        { key: 'scope', label: 'Phạm vi dữ liệu', children: DATA_SCOPE_LABELS[user.scope] ?? user.scope },
        { key: 'organization', label: 'Đơn vị', children: show(user.organizationName) },
        { key: 'ward', label: 'Xã/phường', children: show(user.xaPhuongName) },
        { key: 'zone', label: 'Cụm/khu công nghiệp', children: show(user.cumKhuCnName) },
      ]}
    />
  );
}

/**
 * /pages/profile: the signed-in user and the roles they hold; `cards`: what the app adds under them
 * (another feature's cards, such as the events' attendance code: app/pages/profile-page.tsx).
 */
export function ProfilePage({ cards }: { cards?: ReactNode }) {
  const stored = useSessionUser();
  const { data } = useMe();
  const user = data ?? stored;
  if (!user) return null;

  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} xl={8}>
        <Card>
          <Flex vertical align="center" gap={12} style={{ textAlign: 'center' }}>
            <UserAvatar size={96} fullName={user.fullName} src={user.avatar} />
            <div>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {user.fullName}
              </Typography.Title>
              <Tag color="blue" style={{ marginTop: 8 }}>
                {user.roleName}
              </Tag>
            </div>
            <Flex gap={8} wrap justify="center">
              <Link to={paths.account.settings.getHref()}>
                <Button type="primary" icon={<EditOutlined />}>
                  Chỉnh sửa thông tin
                </Button>
              </Link>
              <Link to={paths.account.changePassword.getHref()}>
                <Button icon={<KeyOutlined />}>Đổi mật khẩu</Button>
              </Link>
            </Flex>
          </Flex>
        </Card>
        <Card title="Vai trò của bạn" style={{ marginTop: 20 }}>
          <Flex vertical gap={12}>
            {user.listRoles.map((role) => (
              <Flex key={role.id} justify="space-between" align="center" gap={8}>
                <span>{role.label}</span>
                {role.id === user.roleId && <Tag color="green">Đang sử dụng</Tag>}
              </Flex>
            ))}
          </Flex>
        </Card>
        {cards && <div style={{ marginTop: 20 }}>{cards}</div>}
      </Col>
      <Col xs={24} xl={16}>
        <Card title="Thông tin cá nhân">
          <ProfileDetails user={user} />
        </Card>
        <div style={{ marginTop: 20 }}>
          <ZaloLinkCard />
        </div>
      </Col>
    </Row>
  );
}
