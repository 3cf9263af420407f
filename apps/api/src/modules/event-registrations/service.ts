import type { RegistrationAddResult, RegistrationItem, RegistrationState } from '@congdoan/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../actor.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { eventRegistrations, users } from '../../db/schema/index.js';
import { type EventRow, eventOrFail } from '../../domain/events/event-row.js';
import { placesTaken, promoteWaiting } from '../../domain/events/waiting-list.js';
import { eventScope, eventVisible, userScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import { type Write, writeTransaction } from '../../write/transaction.js';
import { registrationOrFail, registrationSummaryOf } from './repository.js';

/**
 * Registrations (docs/requirements.md, "Registrations and attendance"). Every write locks the
 * event's row first, so the places are counted by one write at a time and the capacity is never
 * exceeded, whatever arrives together.
 */

const r = eventRegistrations;

/** The rows of these users for the event, locked. */
export async function rowsOf(tx: DbOrTx, eventId: number, userIds: number[]) {
  if (!userIds.length) return new Map<number, typeof r.$inferSelect>();
  const rows = await tx
    .select()
    .from(r)
    .where(and(eq(r.eventId, eventId), inArray(r.userId, userIds)))
    .for('update');
  return new Map(rows.map((row) => [row.userId, row]));
}

/** Whether someone (re)joining now gets a place or waits: a place while one is free and nobody waits. */
function placer(event: EventRow, taken: { registered: number; waiting: number }) {
  let { registered, waiting } = taken;
  return (): RegistrationState => {
    if (event.capacity === null || (registered < event.capacity && waiting === 0)) {
      registered++;
      return 'da_dang_ky';
    }
    waiting++;
    return 'danh_sach_cho';
  };
}

/**
 * Writes (re)joinings: a new row, or a cancelled one taken up again at the end of the queue, its
 * attendance cleared. Those of one call get successive times, so their order is kept.
 */
async function join(
  tx: DbOrTx,
  eventId: number,
  joining: { userId: number; state: RegistrationState }[],
  addedBy: number | null,
) {
  if (!joining.length) return;
  const values = sql.join(
    joining.map((j, i) => sql`(${j.userId}::int, ${j.state}::text, ${i}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ${r} (event_id, user_id, state, registered_at, added_by)
    select ${eventId}, v.user_id, v.state, now() + v.ord * interval '1 microsecond', ${addedBy}::int
    from (values ${values}) as v(user_id, state, ord)
    on conflict (event_id, user_id) do update set
      state = excluded.state, registered_at = excluded.registered_at, added_by = excluded.added_by,
      cancelled_at = null, attended_at = null, attended_by = null, attendance_method = null, updated_at = now()`);
}

/** Free places go to those already waiting before anyone new is placed. */
async function takenAfterPromotion(w: Write, event: EventRow) {
  const taken = await placesTaken(w.tx, event.id);
  const free = event.capacity === null || taken.registered < event.capacity;
  if (free && taken.waiting > 0) {
    await promoteWaiting(w, event.id);
    return placesTaken(w.tx, event.id);
  }
  return taken;
}

/**
 * POST su-kien/{id}/dang-ky: the caller registers for an event they can see, while it takes
 * registrations (open, before the deadline, not ended, not cancelled); when it is full they wait.
 * Registering again while registered or waiting changes nothing.
 */
export async function register(db: Db, request: FastifyRequest, eventId: number): Promise<RegistrationItem> {
  const actor = actorOf(request);
  await writeTransaction(db, request, async (w) => {
    const event = await eventOrFail(w.tx, eventId, eventVisible(actor), { lock: true });
    const mine = (await rowsOf(w.tx, eventId, [actor.userId])).get(actor.userId);
    if (mine && mine.state !== 'da_huy') return;
    const now = new Date();
    if (event.cancelledAt) throw new AppError('event_cancelled');
    if (event.endsAt <= now) throw new AppError('registration_event_ended');
    if (!event.registrationOpen) throw new AppError('registration_closed');
    if (event.registrationDeadline && event.registrationDeadline < now)
      throw new AppError('registration_deadline_passed');
    const state = placer(event, await takenAfterPromotion(w, event))();
    await join(w.tx, eventId, [{ userId: actor.userId, state }], null);
    await w.audit({
      action: 'register',
      subject: 'event',
      recordId: eventId,
      after: { userId: actor.userId, state },
    });
  });
  return registrationOrFail(db, eventId, actor.userId);
}

/**
 * Cancels a registration (or a place on the waiting list); a registered place that frees moves the
 * first waiter up in the same write.
 */
async function cancel(w: Write, event: EventRow, userId: number, by: 'self' | 'officer') {
  const row = (await rowsOf(w.tx, event.id, [userId])).get(userId);
  if (!row || row.state === 'da_huy') throw new AppError('registration_not_found');
  await w.tx
    .update(r)
    .set({
      state: 'da_huy',
      cancelledAt: sql`now()`,
      attendedAt: null,
      attendedBy: null,
      attendanceMethod: null,
      updatedAt: sql`now()`,
    })
    .where(eq(r.id, row.id));
  await w.audit({
    action: 'cancel-registration',
    subject: 'event',
    recordId: event.id,
    before: { userId, state: row.state },
    after: { userId, state: 'da_huy', by },
  });
  if (row.state === 'da_dang_ky') await promoteWaiting(w, event.id);
}

/** DELETE su-kien/{id}/dang-ky: the caller cancels their own, until the event has ended. */
export async function cancelOwn(db: Db, request: FastifyRequest, eventId: number): Promise<RegistrationItem> {
  const actor = actorOf(request);
  await writeTransaction(db, request, async (w) => {
    const event = await eventOrFail(w.tx, eventId, eventVisible(actor), { lock: true });
    if (event.endsAt <= new Date()) throw new AppError('registration_event_ended');
    await cancel(w, event, actor.userId, 'self');
  });
  return registrationOrFail(db, eventId, actor.userId);
}

/** DELETE su-kien/{id}/dang-ky/{userId}: an officer cancels someone's, in an event they manage. */
export async function cancelOf(
  db: Db,
  request: FastifyRequest,
  eventId: number,
  userId: number,
): Promise<RegistrationItem> {
  const actor = actorOf(request);
  await writeTransaction(db, request, async (w) => {
    const event = await eventOrFail(w.tx, eventId, eventScope(actor), { lock: true });
    await cancel(w, event, userId, 'officer');
  });
  return registrationOrFail(db, eventId, userId);
}

/** Every id names a user in the caller's scope; else registration_user_ref_invalid. */
export async function assertUsersInScope(tx: DbOrTx, actor: Actor, userIds: number[]) {
  if (!userIds.length) return;
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), userScope(actor)));
  if (found.length !== userIds.length) throw new AppError('registration_user_ref_invalid');
}

/**
 * POST su-kien/{id}/dang-ky/them: an officer adds people of their scope to an event they manage,
 * in the order given; the deadline and the open flag do not bind them, the capacity does (those
 * beyond it wait). Those already registered or waiting stay as they are.
 */
export async function addRegistrations(
  db: Db,
  request: FastifyRequest,
  eventId: number,
  userIds: number[],
): Promise<RegistrationAddResult> {
  const actor = actorOf(request);
  const ids = [...new Set(userIds)];
  const counts = await writeTransaction(db, request, async (w) => {
    const event = await eventOrFail(w.tx, eventId, eventScope(actor), { lock: true });
    if (event.cancelledAt) throw new AppError('event_cancelled');
    await assertUsersInScope(w.tx, actor, ids);
    const existing = await rowsOf(w.tx, eventId, ids);
    const fresh = ids.filter((id) => (existing.get(id)?.state ?? 'da_huy') === 'da_huy');
    const place = placer(event, await takenAfterPromotion(w, event));
    const joining = fresh.map((userId) => ({ userId, state: place() }));
    await join(w.tx, eventId, joining, actor.userId);
    const registered = joining.filter((j) => j.state === 'da_dang_ky').map((j) => j.userId);
    const waiting = joining.filter((j) => j.state === 'danh_sach_cho').map((j) => j.userId);
    if (joining.length) {
      await w.audit({
        action: 'add-registrations',
        subject: 'event',
        recordId: eventId,
        after: { registered, waiting },
      });
    }
    return { soDangKy: registered.length, soChoDoi: waiting.length, soDaCo: ids.length - fresh.length };
  });
  return { ...counts, summary: await registrationSummaryOf(db, eventId) };
}
