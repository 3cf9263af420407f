import type { EventItem, EventStatus } from '@congdoan/shared';
import { Tag } from 'antd';

const STATUS_COLORS: Record<EventStatus, string> = {
  'Đang chuẩn bị': 'processing',
  'Đang diễn ra': 'success',
  'Đã kết thúc': 'default',
  'Đã hủy': 'error',
};

/** An event's status as the deployed system words it, coloured by where it stands. */
export function EventStatusTag({ status }: { status: EventStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{status}</Tag>;
}

/** A type's colour as a dot: beside the text rather than under it, so the name reads in both skins. */
export function ColorDot({ color, size = 10 }: { color: string; size?: number }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        background: color,
        marginInlineEnd: 6,
        verticalAlign: 'middle',
        flex: 'none',
      }}
    />
  );
}

/** An event's type: its name with its calendar colour; nothing when it has none. */
export function EventTypeTag({ type }: { type: EventItem['loaiSuKien'] }) {
  if (!type) return null;
  return (
    <Tag
      title={type.ten}
      style={{
        borderColor: type.mauSac,
        maxWidth: '100%',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        marginInlineEnd: 0,
      }}
    >
      <ColorDot color={type.mauSac} size={8} />
      {type.ten}
    </Tag>
  );
}
