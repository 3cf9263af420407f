import { api } from '../../../lib/api';
import { REGISTRATIONS_FILE_NAME, withDatedName } from './export-registrations';
import type { EventRegistrationParams } from './list-event-registrations';

/** GET su-kien/{id}/dang-ky/export: the event's list (with the tab's filters) as an Excel file. */
export const exportEventRegistrations = async (
  eventId: number,
  filters: Omit<EventRegistrationParams, 'page' | 'limit'> = {},
) =>
  withDatedName(
    await api.download(`su-kien/${eventId}/dang-ky/export`, {
      query: { ...filters },
      fileName: REGISTRATIONS_FILE_NAME,
    }),
  );
