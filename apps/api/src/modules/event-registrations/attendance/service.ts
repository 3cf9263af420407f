import type { AttendanceMethod, AttendanceResult, RegistrationItem } from '@congdoan/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import { eventRegistrations } from '../../../db/schema/index.js';
import { eventOrFail } from '../../../domain/events/event-row.js';
import { eventScope } from '../../../domain/scope.js';
import { AppError } from '../../../errors.js';
import { actorOf } from '../../../plugins/auth.js';
import type { TokenSigner } from '../../../sessions/tokens.js';
import { writeTransaction } from '../../../write/transaction.js';
import { registrationOrFail, registrationSummaryOf } from '../repository.js';
import { assertUsersInScope, rowsOf } from '../service.js';
import { userOfAttendanceCode } from './code.js';

const r = eventRegistrations;

/**
 * Marks people present at an event the caller manages (or, with `present` false, takes the mark
 * off), in one write audited once. Whoever comes is let in: a waiter marked present is registered
 * (the capacity does not bind at the door), and someone not registered, or whose registration was
 * cancelled, is added as registered and present when they are in the caller's scope
 * (registration_user_ref_invalid otherwise, and nothing is written). A mark already there is kept
 * with its first time. A cancelled event takes no attendance.
 */
export async function markAttendance(
  db: Db,
  request: FastifyRequest,
  eventId: number,
  userIds: number[],
  present: boolean,
  method: AttendanceMethod,
): Promise<Omit<AttendanceResult, 'summary'>> {
  const actor = actorOf(request);
  const ids = [...new Set(userIds)];
  return writeTransaction(db, request, async ({ tx, audit }) => {
    const event = await eventOrFail(tx, eventId, eventScope(actor), { lock: true });
    if (event.cancelledAt) throw new AppError('event_cancelled');
    const existing = await rowsOf(tx, eventId, ids);
    const mark = { attendedAt: sql`now()`, attendedBy: actor.userId, attendanceMethod: method };
    let changed: number[];
    let walkIns: number[] = [];
    if (present) {
      walkIns = ids.filter((id) => (existing.get(id)?.state ?? 'da_huy') === 'da_huy');
      await assertUsersInScope(tx, actor, walkIns);
      const unmarked = ids.filter((id) => {
        const row = existing.get(id);
        return row && row.state !== 'da_huy' && row.attendedAt === null;
      });
      if (walkIns.length) {
        await tx
          .insert(r)
          .values(
            walkIns.map((userId) => ({
              eventId,
              userId,
              state: 'da_dang_ky' as const,
              addedBy: actor.userId,
              ...mark,
            })),
          )
          .onConflictDoUpdate({
            target: [r.eventId, r.userId],
            set: {
              state: 'da_dang_ky',
              registeredAt: sql`now()`,
              cancelledAt: null,
              addedBy: actor.userId,
              ...mark,
              updatedAt: sql`now()`,
            },
          });
      }
      if (unmarked.length) {
        await tx
          .update(r)
          .set({ state: 'da_dang_ky', ...mark, updatedAt: sql`now()` })
          .where(and(eq(r.eventId, eventId), inArray(r.userId, unmarked)));
      }
      changed = [...walkIns, ...unmarked];
    } else {
      changed = ids.filter((id) => existing.get(id)?.attendedAt);
      if (changed.length) {
        await tx
          .update(r)
          .set({ attendedAt: null, attendedBy: null, attendanceMethod: null, updatedAt: sql`now()` })
          .where(and(eq(r.eventId, eventId), inArray(r.userId, changed)));
      }
    }
    if (changed.length) {
      await audit({
        action: present ? 'attend' : 'unattend',
        subject: 'event',
        recordId: eventId,
        after: { userIds: changed.sort((a, b) => a - b), walkIns, method },
      });
    }
    return { soCapNhat: changed.length, soThemMoi: walkIns.length };
  });
}

/** The answer of POST su-kien/{id}/diem-danh: the counts and the event's figures after them. */
export async function attendanceByList(
  db: Db,
  request: FastifyRequest,
  eventId: number,
  userIds: number[],
  present: boolean,
): Promise<AttendanceResult> {
  const counts = await markAttendance(db, request, eventId, userIds, present, 'danh_sach');
  return { ...counts, summary: await registrationSummaryOf(db, eventId) };
}

/**
 * POST su-kien/{id}/diem-danh/qr: the code a member shows (their profile's QR code) marks them
 * present; a malformed or forged one is refused (attendance_code_invalid). Answers the
 * registration, so the scanner shows whose code it was.
 */
export async function attendanceByCode(
  db: Db,
  request: FastifyRequest,
  signer: TokenSigner,
  eventId: number,
  code: string,
): Promise<RegistrationItem> {
  await eventOrFail(db, eventId, eventScope(actorOf(request)));
  const userId = userOfAttendanceCode(signer, code);
  if (userId === null) throw new AppError('attendance_code_invalid');
  await markAttendance(db, request, eventId, [userId], true, 'qr');
  return registrationOrFail(db, eventId, userId);
}
