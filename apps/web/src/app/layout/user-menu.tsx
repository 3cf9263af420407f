import { KeyOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Dropdown, Flex, type MenuProps, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';
import { VisuallyHidden } from '../../components/visually-hidden';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';
import { ABOVE_TOASTS_Z_INDEX } from '../../lib/toast-context';
import { useSessionUser } from '../../lib/use-session-user';

/** Avatar, name and role; menu with personal info, password and sign-out (docs/requirements.md, "Top bar"). */
export function UserMenu({ showName = true, color }: { showName?: boolean; color?: string | undefined }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const logout = useLogout();
  if (!user) return null;

  const signOut = () => logout.mutate();

  const items: MenuProps['items'] = [
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: 'Thông tin cá nhân',
      onClick: () => navigate(paths.account.profile.getHref()),
    },
    {
      key: 'settings',
      icon: <SettingOutlined />,
      label: 'Cài đặt tài khoản',
      onClick: () => navigate(paths.account.settings.getHref()),
    },
    {
      key: 'password',
      icon: <KeyOutlined />,
      label: 'Đổi mật khẩu',
      onClick: () => navigate(paths.account.changePassword.getHref()),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Đăng xuất', danger: true, onClick: signOut },
  ];

  return (
    <Dropdown
      menu={{ items }}
      trigger={['click']}
      placement="bottomRight"
      styles={{ root: { zIndex: ABOVE_TOASTS_Z_INDEX } }}
    >
      {/* Its name is what it shows, after "Tài khoản của tôi", so that the words a user sees (or says to
          voice control) name it (docs/architecture.md, "Accessibility"). */}
      <button
        type="button"
        style={{ all: 'unset', cursor: 'pointer', display: 'inline-flex', alignItems: 'center' }}
      >
        <VisuallyHidden>Tài khoản của tôi: </VisuallyHidden>
        <Flex align="center" gap={10}>
          {showName ? (
            <Flex vertical align="end" style={{ lineHeight: 1.25 }}>
              <Typography.Text strong style={{ color }}>
                {user.fullName}
              </Typography.Text>
              <Typography.Text type={color ? undefined : 'secondary'} style={{ fontSize: 12, color }}>
                {user.roleName}
              </Typography.Text>
            </Flex>
          ) : (
            <VisuallyHidden>{user.fullName}</VisuallyHidden>
          )}
          <span aria-hidden style={{ display: 'inline-flex' }}>
            <UserAvatar fullName={user.fullName} src={user.avatar} inverted={Boolean(color)} />
          </span>
        </Flex>
      </button>
    </Dropdown>
  );
}
