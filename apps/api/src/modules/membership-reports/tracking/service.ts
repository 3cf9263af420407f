import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { reportOccurrences } from '../../../db/schema/index.js';
import { tellUnits, unitsToTell } from '../../../domain/reporting/notices.js';
import { periodOrFail } from '../../../domain/reporting/occurrences.js';
import { organizationScope } from '../../../domain/scope.js';
import { AppError } from '../../../errors.js';
import { actorOf } from '../../../plugins/auth.js';
import { writeTransaction } from '../../../write/transaction.js';
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
    // locked: of two officers pressing at once, the second finds the first's reminder
    const [o] = await w.tx
      .select()
      .from(reportOccurrences)
      .where(eq(reportOccurrences.id, occurrenceId))
      .for('update');
    if (!o) throw new AppError('report_occurrence_not_found');
    const now = Date.now();
    if (o.startsAt.getTime() > now) throw new AppError('report_occurrence_not_open');
    if (o.manualReminderAt && o.manualReminderAt.getTime() > now - MANUAL_REMINDER_EVERY_MS) {
      throw new AppError('report_reminded_recently');
    }
    await w.tx
      .update(reportOccurrences)
      .set({ manualReminderAt: sql`now()` })
      .where(eq(reportOccurrences.id, o.id));
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
