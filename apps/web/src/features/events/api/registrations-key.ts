import { ROOT } from '../../../lib/query-keys';

/** The registrations, of one event or across events. */
export const REGISTRATIONS_KEY = [...ROOT.events, 'registrations'] as const;
