import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { reportOccurrences } from '../../../db/schema/index.js';
import { writeTransaction } from '../../../db/write.js';
import { AppError } from '../../../errors.js';
import { actorOf } from '../../../plugins/auth.js';
import { tellUnits, unitsToTell } from '../../../reporting/notices.js';
import { periodOrFail } from '../../../reporting/occurrences.js';
import { organizationScope } from '../../../scope.js';
import { zaloConfigured } from '../../../zalo/configured.js';

/** An occurrence's units are reminded by hand at most once in this long. */
export const MANUAL_REMINDER_EVERY_MS = 60 * 60_000;

/**
 * POST bao-cao-doan-so-theo-ky/tracking/nhac-nho: the units of an occurrence in the caller's scope
 * that have not reported are told now (bell, e-mail, Zalo when configured), once an hour at most:
 * the occurrence is claimed by a conditional update, so two officers pressing at once send once.
 */
export async function remindNow(db: Db, config: Config, request: FastifyRequest, occurrenceId: number) {
  const actor = actorOf(request);
  return writeTransaction(db, request, async (w) => {
    const [o] = await w.tx
      .update(reportOccurrences)
      .set({ manualReminderAt: sql`now()` })
      .where(
        and(
          eq(reportOccurrences.id, occurrenceId),
          or(
            isNull(reportOccurrences.manualReminderAt),
            lt(reportOccurrences.manualReminderAt, new Date(Date.now() - MANUAL_REMINDER_EVERY_MS)),
          ),
        ),
      )
      .returning();
    if (!o) {
      const [exists] = await w.tx
        .select({ id: reportOccurrences.id })
        .from(reportOccurrences)
        .where(eq(reportOccurrences.id, occurrenceId));
      throw new AppError(exists ? 'report_reminded_recently' : 'report_occurrence_not_found');
    }
    const period = await periodOrFail(w.tx, o.periodId);
    const units = await unitsToTell(w.tx, 'manual', period, o, organizationScope(actor) ?? sql`true`);
    // the units were taken from the caller's scope; their people are told in the caller's name
    const sender = { ...actor, scope: 'province' as const };
    const sent = await tellUnits(w, sender, 'manual', period, o, units, { zalo: zaloConfigured(config) });
    await w.audit({
      action: 'remind',
      subject: 'time-update',
      recordId: period.id,
      after: { kyBaoCao: o.name, soDonVi: sent.units, soNguoiNhan: sent.people },
    });
    return { soDonVi: sent.units, soNguoiNhan: sent.people };
  });
}
