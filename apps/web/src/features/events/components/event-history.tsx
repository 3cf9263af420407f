import { ChangeHistory } from '../../../components/change-history';
import { EVENTS_KEY } from '../api/events-key';
import { describeEventChanges, eventActionLabel } from './event-history-format';

/** 'Lịch sử thay đổi' of an event. */
export function EventHistory({ eventId }: { eventId: number }) {
  return (
    <ChangeHistory
      subject="event"
      recordId={eventId}
      ownerKey={EVENTS_KEY}
      actionLabel={eventActionLabel}
      describe={describeEventChanges}
    />
  );
}
