import { ChangeHistory } from '../../../components/change-history';
import { ROOT } from '../../../lib/query-keys';
import { describeEventChanges, eventActionLabel } from './event-history-format';

/** 'Lịch sử thay đổi' of an event. */
export function EventHistory({ eventId }: { eventId: number }) {
  return (
    <ChangeHistory
      subject="event"
      recordId={eventId}
      ownerKey={ROOT.events}
      actionLabel={eventActionLabel}
      describe={describeEventChanges}
    />
  );
}
