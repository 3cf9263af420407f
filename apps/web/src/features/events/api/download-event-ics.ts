import { api } from '../../../lib/api';

/** GET su-kien/{id}/ics with the bearer token: the event as an iCalendar file. */
export const downloadEventIcs = (id: number) =>
  api.download(`su-kien/${id}/ics`, { fileName: `su-kien-${id}.ics` });
