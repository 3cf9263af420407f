import { BellOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, theme } from 'antd';
import { badgeText } from '../api/inbox-cache';
import './notifications.css';

/** The bell's button: its name says how many are unread, the badge shows it ('99+' above 99). */
export function BellButton({
  unread,
  color,
  ...rest
}: Omit<ButtonProps, 'color'> & { unread?: number | undefined; color?: string | undefined }) {
  const { token } = theme.useToken();
  const badge = badgeText(unread);
  return (
    <Button
      type="text"
      aria-label={unread ? `Thông báo, ${unread} chưa đọc` : 'Thông báo'}
      {...rest}
      style={{ color, position: 'relative' }}
      icon={<BellOutlined style={{ fontSize: 18 }} />}
    >
      {badge && (
        <span
          aria-hidden
          className="bell-badge"
          style={{ background: token.colorError, boxShadow: `0 0 0 1px ${token.colorBgContainer}` }}
        >
          {badge}
        </span>
      )}
    </Button>
  );
}
