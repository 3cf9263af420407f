import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { events } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Sender } from '../notify/notice.js';

/**
 * One event row as the writes about an event need it (its notices, registrations and attendance,
 * the reminder job), below the modules so that each reads it the same way.
 */

const columns = {
  id: events.id,
  name: events.name,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  organizationId: events.organizationId,
  xaPhuongId: events.xaPhuongId,
  cumKhuCnId: events.cumKhuCnId,
  registrationOpen: events.registrationOpen,
  registrationDeadline: events.registrationDeadline,
  capacity: events.capacity,
  cancelledAt: events.cancelledAt,
};
export interface EventRow {
  id: number;
  name: string;
  startsAt: Date;
  endsAt: Date;
  organizationId: number | null;
  xaPhuongId: number | null;
  cumKhuCnId: number | null;
  registrationOpen: boolean;
  registrationDeadline: Date | null;
  capacity: number | null;
  cancelledAt: Date | null;
}

/**
 * The event `id` where `where` lets the caller reach it (eventScope to manage it, eventVisible to
 * read it), else event_not_found. With `lock`, the row is locked for the transaction: every write
 * that counts an event's registrations holds it, so two of them never count at once.
 */
export async function eventOrFail(
  tx: DbOrTx,
  id: number,
  where: SQL | undefined,
  { lock = false }: { lock?: boolean } = {},
): Promise<EventRow> {
  const query = tx
    .select(columns)
    .from(events)
    .where(and(eq(events.id, id), where));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new AppError('event_not_found');
  return row;
}

/**
 * The sender of what the system itself tells people about an event (a move up from the waiting
 * list, the day-before reminder): the event's unit, with no user behind it, reaching anyone (the
 * people told are chosen by the event, not by someone's data scope).
 */
export const unitSender = (
  event: Pick<EventRow, 'organizationId' | 'xaPhuongId' | 'cumKhuCnId'>,
): Sender => ({
  userId: null,
  scope: 'province',
  organizationId: event.organizationId,
  xaPhuongId: event.xaPhuongId,
  cumKhuCnId: event.cumKhuCnId,
});
