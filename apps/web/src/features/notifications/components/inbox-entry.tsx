import { CheckOutlined, UndoOutlined } from '@ant-design/icons';
import type { InboxItem } from '@congdoan/shared';
import { Button, Tooltip, Typography, theme } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatDateTime, formatRelativeTime } from '../../../lib/format-date-time';
import { useMarkRead } from '../api/mark-read';

export interface InboxEntryProps {
  item: InboxItem;
  onMark: (id: number, read: boolean) => void;
  /** Opens the page the notification refers to. */
  onFollow: (path: string) => void;
}

/**
 * One notification of the bell or the inbox (spec §2, §4): sender, time and a 3-line preview.
 * Clicking it marks it read and opens the page it refers to, or else shows the whole text; its
 * button marks it read or unread.
 */
export function InboxEntry({ item, onMark, onFollow }: InboxEntryProps) {
  const { token } = theme.useToken();
  const [expanded, setExpanded] = useState(false);
  const unread = !item.daDoc;

  const open = () => {
    if (unread) onMark(item.id, true);
    if (item.duongDan) onFollow(item.duongDan);
    else setExpanded((e) => !e);
  };

  return (
    <li
      className="inbox-entry"
      style={{
        background: unread ? token.colorPrimaryBg : undefined,
        borderBottom: `1px solid ${token.colorSplit}`,
      }}
    >
      <button
        type="button"
        className="inbox-entry-main"
        onClick={open}
        aria-expanded={item.duongDan ? undefined : expanded}
      >
        <span style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          {unread && (
            <span
              aria-hidden
              style={{ width: 8, height: 8, borderRadius: 4, background: token.colorPrimary, flexShrink: 0 }}
            />
          )}
          <Typography.Text strong={unread}>
            {unread && <VisuallyHidden>Chưa đọc: </VisuallyHidden>}
            {item.tieuDe}
          </Typography.Text>
        </span>
        <Typography.Text className={`inbox-entry-preview${expanded ? ' is-open' : ''}`}>
          {item.noiDung}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {item.nguoiGuiUser?.fullName ?? 'Hệ thống'} ·{' '}
          <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
            {formatRelativeTime(item.createdAt)}
          </time>
        </Typography.Text>
      </button>
      {unread ? (
        <Tooltip title="Đánh dấu đã đọc">
          <Button
            type="text"
            size="small"
            aria-label={`Đánh dấu đã đọc: ${item.tieuDe}`}
            icon={<CheckOutlined />}
            onClick={() => onMark(item.id, true)}
          />
        </Tooltip>
      ) : (
        <Tooltip title="Đánh dấu chưa đọc">
          <Button
            type="text"
            size="small"
            aria-label={`Đánh dấu chưa đọc: ${item.tieuDe}`}
            icon={<UndoOutlined />}
            onClick={() => onMark(item.id, false)}
          />
        </Tooltip>
      )}
    </li>
  );
}

/**
 * Notifications one under the other (the bell, the inbox page, the dashboard), each marked read or
 * unread by the shared read marks; `onFollow` opens an item's page (navigation by default).
 */
export function InboxList({
  items,
  onFollow,
  scroll = false,
  children,
}: {
  items: readonly InboxItem[];
  onFollow?: (path: string) => void;
  /** Scrolls inside a panel instead of growing with the page. */
  scroll?: boolean;
  /** After the items (the bell's 'Xem thêm'). */
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const mark = useMarkRead();
  return (
    <ul className={`inbox-list${scroll ? ' is-scrolling' : ''}`}>
      {items.map((item) => (
        <InboxEntry
          key={item.id}
          item={item}
          onMark={(id, read) => mark({ id, read })}
          onFollow={onFollow ?? navigate}
        />
      ))}
      {children}
    </ul>
  );
}
