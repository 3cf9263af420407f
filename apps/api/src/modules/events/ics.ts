import ical, { ICalEventStatus } from 'ical-generator';
import { plainText } from './content.js';
import type { IcsRow } from './repository.js';

/**
 * Events as iCalendar (RFC 5545), for a phone's or a mail client's calendar: times in UTC, the
 * description as plain text, a cancelled event as STATUS:CANCELLED. The UID stays the same for an
 * event, so a calendar that imports the file again updates it rather than adding a second one, and
 * SEQUENCE grows with each change so that the update wins.
 */

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

const uid = (id: number) => `su-kien-${id}@congdoan.local`;

export function icsCalendar(rows: IcsRow[], name: string): string {
  const calendar = ical({
    name,
    prodId: { company: 'Cong doan', product: 'He thong quan ly cong doan', language: 'VI' },
  });
  for (const e of rows) {
    const description = [
      e.typeName ? `Loại sự kiện: ${e.typeName}` : null,
      e.organizationName ? `Đơn vị tổ chức: ${e.organizationName}` : null,
      plainText(e.content) || null,
    ].filter((line): line is string => line !== null);
    calendar.createEvent({
      id: uid(e.id),
      start: e.startsAt,
      end: e.endsAt,
      summary: e.name,
      location: e.location,
      description: description.length ? description.join('\n\n') : null,
      status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      created: e.createdAt,
      lastModified: e.updatedAt,
      sequence: Math.max(0, Math.floor((e.updatedAt.getTime() - e.createdAt.getTime()) / 1000)),
    });
  }
  // Every content line ends in CRLF, the last one too (RFC 5545 §3.1); the library leaves it off.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
