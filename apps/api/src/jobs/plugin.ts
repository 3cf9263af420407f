import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { zaloConfigured } from '../zalo/configured.js';
import { remindRegistrants } from './reminders.js';
import { runReportPeriods } from './report-periods.js';
import { Scheduler } from './scheduler.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Started by main.ts (unless JOBS_ENABLED=false); a test app never starts it. */
    jobs: Scheduler;
  }
}

/** The reminder job looks for due events this often. */
export const REMINDER_EVERY_MS = 5 * 60_000;

/** The app's periodic jobs, not started; closing the app stops them after the runs under way. */
export function registerJobs(app: FastifyInstance, database: Database, config: Config) {
  const scheduler = new Scheduler(
    [
      {
        name: 'event-reminders',
        everyMs: REMINDER_EVERY_MS,
        run: async (now) => {
          const done = await remindRegistrants(database.db, now, {
            zalo: zaloConfigured(config),
            onError: (eventId, err) => app.log.error({ err, eventId }, 'jobs: an event reminder failed'),
          });
          if (done.events) app.log.info(done, 'jobs: event reminders sent');
        },
      },
      {
        name: 'report-periods',
        everyMs: REMINDER_EVERY_MS,
        run: async (now) => {
          const done = await runReportPeriods(database.db, now, {
            zalo: zaloConfigured(config),
            onError: (occurrenceId, kind, err) =>
              app.log.error({ err, occurrenceId, kind }, 'jobs: a reporting period notice failed'),
          });
          if (done.occurrencesMade || done.told) app.log.info(done, 'jobs: reporting periods');
        },
      },
    ],
    app.log,
    { enabled: config.JOBS_ENABLED },
  );
  app.decorate('jobs', scheduler);
  app.addHook('onClose', () => scheduler.stop());
}
