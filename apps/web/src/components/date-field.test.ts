import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { typedOutsideCalendar } from './date-field';

const notAfterToday = (d: dayjs.Dayjs) => d.isAfter(dayjs(), 'day');
const nextYear = dayjs().year() + 1;

describe('a date typed into a date field', () => {
  it('is kept when the calendar does not offer it, for the form’s rule to say why', () => {
    expect(typedOutsideCalendar(`15/03/${nextYear}`, notAfterToday)).toBe(`${nextYear}-03-15`);
    expect(typedOutsideCalendar(` 01/01/${nextYear} `, notAfterToday)).toBe(`${nextYear}-01-01`);
  });

  it('is left to the picker when the calendar offers it, is no whole date, or nothing is disabled', () => {
    expect(typedOutsideCalendar('15/03/1990', notAfterToday)).toBeUndefined();
    expect(typedOutsideCalendar(`31/02/${nextYear}`, notAfterToday)).toBeUndefined();
    expect(typedOutsideCalendar(`15/03/${nextYear}`.slice(0, 6), notAfterToday)).toBeUndefined();
    expect(typedOutsideCalendar('', notAfterToday)).toBeUndefined();
    expect(typedOutsideCalendar(`15/03/${nextYear}`)).toBeUndefined();
  });
});
