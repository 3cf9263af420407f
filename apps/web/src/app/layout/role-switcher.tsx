import { CheckOutlined, DownOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { roleIcon } from '../../components/role-icon';
import { useSwitchRole } from '../../features/auth/api/switch-role';
import { appAbility } from '../../lib/ability';
import { session } from '../../lib/api';
import { ABOVE_TOASTS_Z_INDEX } from '../../lib/toast-context';
import { useSessionUser } from '../../lib/use-session-user';
import { useToast } from '../../lib/use-toast';
import { homePathFor } from '../routes/guard';
import { buildMenu, firstMenuPath } from '../routes/menu';
import { MENU_GROUPS, ROUTES } from '../routes/route-table';

/**
 * Role switcher (docs/requirements.md, "Top bar"): sets the active role from listRoles, stores the new tokens and user
 * (which updates the ability) and opens the first menu entry that role may see.
 */
export function RoleSwitcher({
  color,
  compact = false,
  onSwitching,
}: {
  color?: string | undefined;
  compact?: boolean;
  /**
   * The layout hides the page while the role changes: the open page may be forbidden to the new
   * role, and its guard must not send the user to /misc/not-authorized on the way.
   */
  onSwitching: (switching: boolean) => void;
}) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const toast = useToast();
  const switchRole = useSwitchRole({
    onSuccess: async (result) => {
      flushSync(() => onSwitching(true));
      try {
        session.signIn(result); // updates appAbility synchronously
        const target =
          firstMenuPath(buildMenu(ROUTES, MENU_GROUPS, appAbility)) ??
          homePathFor(appAbility, ROUTES, MENU_GROUPS);
        // flushSync: the new page is on screen before the layout shows the outlet again
        await navigate(target, { flushSync: true });
      } finally {
        onSwitching(false);
      }
      toast.success(`Đã chuyển sang vai trò ${result.userData.roleName}`);
    },
    onError: (error) => toast.error(error, 'Không thể chuyển vai trò'),
  });

  if (!user || user.listRoles.length < 2) return null;

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      styles={{ root: { zIndex: ABOVE_TOASTS_Z_INDEX } }}
      disabled={switchRole.isPending}
      menu={{
        selectable: true,
        selectedKeys: [String(user.roleId)],
        items: [
          { key: 'title', type: 'group', label: 'Chuyển vai trò' },
          ...user.listRoles.map((role) => ({
            key: String(role.id),
            icon: roleIcon(role.icon_),
            label: role.label,
            extra: role.id === user.roleId ? <CheckOutlined /> : undefined,
          })),
        ],
        onClick: ({ key }) => {
          const roleId = Number(key);
          if (roleId !== user.roleId) switchRole.mutate(roleId);
        },
      }}
    >
      <Button
        type="text"
        aria-label={`Vai trò đang sử dụng: ${user.roleName}. Chuyển vai trò`}
        icon={<SwapOutlined />}
        loading={switchRole.isPending}
        style={{ color }}
      >
        {!compact && (
          <>
            {user.roleName} <DownOutlined style={{ fontSize: 10 }} />
          </>
        )}
      </Button>
    </Dropdown>
  );
}
