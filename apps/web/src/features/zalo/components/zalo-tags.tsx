import { Tag } from 'antd';
import { ACTIVE_LABEL, FOLLOWS_LABEL, LINKED_LABEL } from './zalo-format';

/** Follows the OA: 'Có' / 'Không' (spec §2); `long` says it in full (the detail modal's badges). */
export function FollowsTag({ value, long = false }: { value: boolean; long?: boolean }) {
  const text = long
    ? value
      ? 'Đang theo dõi OA'
      : 'Không theo dõi OA'
    : FOLLOWS_LABEL[value ? 'yes' : 'no'];
  return <Tag color={value ? 'success' : 'default'}>{text}</Tag>;
}

/** The account is active: 'Hoạt động' / 'Không hoạt động'. */
export function ActiveTag({ value }: { value: boolean }) {
  return <Tag color={value ? 'success' : 'error'}>{ACTIVE_LABEL[value ? 'yes' : 'no']}</Tag>;
}

/** Linked to a web user: 'Có' / 'Chưa'; `long`: 'Đã liên kết' / 'Chưa liên kết'. */
export function LinkedTag({ value, long = false }: { value: boolean; long?: boolean }) {
  const text = long ? (value ? 'Đã liên kết' : 'Chưa liên kết') : LINKED_LABEL[value ? 'yes' : 'no'];
  return <Tag color={value ? 'processing' : 'default'}>{text}</Tag>;
}
