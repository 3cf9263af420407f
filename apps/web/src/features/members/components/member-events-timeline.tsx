import { MEMBER_EVENT_KIND_LABELS, MEMBER_STATUS_LABELS, type MemberEventItem } from '@congdoan/shared';
import { Empty, Timeline, Typography } from 'antd';
import { formatDate, formatDateTime } from '../../../lib/format-date-time';

/** What one line of the history says happened: the unions left and joined, the statuses. */
export function memberEventText(e: MemberEventItem): string {
  const parts: string[] = [];
  if (e.kind === 'tiep_nhan') {
    parts.push(e.toOrganizationName ? `Vào ${e.toOrganizationName}` : 'Kết nạp');
    if (e.fromOrganizationName) parts.push(`từ ${e.fromOrganizationName}`);
  } else if (e.kind === 'chuyen_sinh_hoat') {
    parts.push(`Từ ${e.fromOrganizationName ?? '…'} sang ${e.toOrganizationName ?? '…'}`);
  }
  if (e.fromStatus && e.toStatus && e.fromStatus !== e.toStatus) {
    parts.push(`${MEMBER_STATUS_LABELS[e.fromStatus]} → ${MEMBER_STATUS_LABELS[e.toStatus]}`);
  } else if (!e.fromStatus && e.toStatus && e.kind === 'doi_trang_thai') {
    parts.push(MEMBER_STATUS_LABELS[e.toStatus]);
  }
  return parts.join(' · ');
}

/** 'Quá trình sinh hoạt': the admission, the transfers and the changes of status, newest first. */
export function MemberEventsTimeline({ events }: { events: readonly MemberEventItem[] }) {
  if (events.length === 0) return <Empty description="Chưa có quá trình sinh hoạt" />;
  const newestFirst = [...events].sort(
    (a, b) => b.effectiveOn.localeCompare(a.effectiveOn) || b.createdAt.localeCompare(a.createdAt),
  );
  return (
    <Timeline
      items={newestFirst.map((e) => ({
        key: e.id,
        content: (
          <div>
            <Typography.Text strong>
              {formatDate(e.effectiveOn)} · {MEMBER_EVENT_KIND_LABELS[e.kind]}
            </Typography.Text>
            {memberEventText(e) && <div>{memberEventText(e)}</div>}
            {e.reason && <div>Lý do: {e.reason}</div>}
            <Typography.Text type="secondary">
              Ghi nhận {formatDateTime(e.createdAt)}
              {e.actorName ? ` · ${e.actorName}` : ''}
            </Typography.Text>
          </div>
        ),
      }))}
    />
  );
}
