import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Job } from '../jobs/scheduler.js';
import { zaloConfigured } from '../zalo/configured.js';
import { remindRegistrants } from './events/reminders.js';
import { runReportPeriods } from './reporting/report-periods.js';

/** The jobs look for due work this often. */
export const JOB_EVERY_MS = 5 * 60_000;

/**
 * What the server does by the clock (src/jobs/README.md): the day-before event reminders and the
 * reporting periods' occurrences and notices. The scheduler below (jobs/) runs them; app.ts hands
 * it this list.
 */
export function periodicJobs(db: Db, config: Config, log: FastifyBaseLogger): Job[] {
  return [
    {
      name: 'event-reminders',
      everyMs: JOB_EVERY_MS,
      run: async (now) => {
        const done = await remindRegistrants(db, now, {
          zalo: zaloConfigured(config),
          onError: (eventId, err) => log.error({ err, eventId }, 'jobs: an event reminder failed'),
        });
        if (done.events) log.info(done, 'jobs: event reminders sent');
      },
    },
    {
      name: 'report-periods',
      everyMs: JOB_EVERY_MS,
      run: async (now) => {
        const done = await runReportPeriods(db, now, {
          zalo: zaloConfigured(config),
          onError: (occurrenceId, kind, err) =>
            log.error({ err, occurrenceId, kind }, 'jobs: a reporting period notice failed'),
        });
        if (done.occurrencesMade || done.told) log.info(done, 'jobs: reporting periods');
      },
    },
  ];
}
