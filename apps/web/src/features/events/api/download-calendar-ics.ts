import { api } from '../../../lib/api';
import type { CalendarFeedParams } from './list-calendar-events';

/** The name of the file when the server names none. */
export const CALENDAR_ICS_FILE_NAME = 'lich-su-kien.ics';

/** GET su-kien/ics (the calendar's window and filters): the events as an iCalendar file, with the token. */
export const downloadCalendarIcs = (params: CalendarFeedParams) =>
  api.download('su-kien/ics', { query: { ...params }, fileName: CALENDAR_ICS_FILE_NAME });
