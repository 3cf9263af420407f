import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { type Job, Scheduler } from './scheduler.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Started by main.ts (unless JOBS_ENABLED=false); a test app never starts it. */
    jobs: Scheduler;
  }
}

/** The app's periodic jobs, not started; closing the app stops them after the runs under way. */
export function registerJobs(app: FastifyInstance, jobs: Job[], config: Pick<Config, 'JOBS_ENABLED'>) {
  const scheduler = new Scheduler(jobs, app.log, { enabled: config.JOBS_ENABLED });
  app.decorate('jobs', scheduler);
  app.addHook('onClose', () => scheduler.stop());
}
