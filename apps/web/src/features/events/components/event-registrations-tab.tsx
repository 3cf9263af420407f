import type { EventDetail } from '@congdoan/shared';
import { Empty } from 'antd';

/**
 * The officers' registrations and attendance of one event. A placeholder: the registrations
 * helper's component of the same name and props replaces this file at the merge.
 */
export function EventRegistrationsTab({ event }: { event: EventDetail }) {
  return <Empty description={`Đăng ký tham gia: ${event.soDaDangKy} người`} />;
}
