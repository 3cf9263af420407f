import { type EventItem, formatNumber } from '@congdoan/shared';
import { formatDateTime } from '../../../lib/format-date-time';

type RegistrationFields = Pick<
  EventItem,
  'trangThai' | 'moDangKy' | 'hanDangKy' | 'soLuongToiDa' | 'soDaDangKy' | 'soChoDoi' | 'dangKyCuaToi'
>;

/** What the member's registration box shows. */
export type SelfRegistration =
  | { state: 'hidden' }
  | { state: 'registered' | 'waiting'; canCancel: boolean }
  | { state: 'open'; full: boolean }
  | { state: 'closed'; reason: string };

const over = (e: RegistrationFields) => e.trangThai === 'Đã hủy' || e.trangThai === 'Đã kết thúc';
const pastDeadline = (e: RegistrationFields, now: Date) =>
  e.hanDangKy !== null && new Date(e.hanDangKy).getTime() < now.getTime();

/**
 * The caller's registration as the page offers it: registered or waiting (with 'Hủy đăng ký' while
 * the event is ahead and the deadline not passed), open to register (to the waiting list once
 * every seat is taken), closed with the reason, or nothing for an event that takes no registration.
 */
export function selfRegistration(event: RegistrationFields, now = new Date()): SelfRegistration {
  const mine = event.dangKyCuaToi === 'da_huy' ? null : event.dangKyCuaToi;
  if (mine) {
    return {
      state: mine === 'da_dang_ky' ? 'registered' : 'waiting',
      canCancel: !over(event) && !pastDeadline(event, now),
    };
  }
  if (!event.moDangKy) return { state: 'hidden' };
  if (event.trangThai === 'Đã hủy') return { state: 'closed', reason: 'Sự kiện đã bị hủy' };
  if (event.trangThai === 'Đã kết thúc') return { state: 'closed', reason: 'Sự kiện đã kết thúc' };
  if (pastDeadline(event, now)) return { state: 'closed', reason: 'Đã hết hạn đăng ký' };
  return {
    state: 'open',
    full: event.soLuongToiDa !== null && event.soDaDangKy >= event.soLuongToiDa,
  };
}

/** The deadline and the seats, in words, under the registration button. */
export function registrationFacts(event: RegistrationFields): string[] {
  const facts = [
    event.hanDangKy
      ? `Hạn đăng ký: ${formatDateTime(event.hanDangKy)}`
      : 'Hạn đăng ký: đến khi sự kiện kết thúc',
  ];
  if (event.soLuongToiDa === null) {
    facts.push(`Đã đăng ký: ${formatNumber(event.soDaDangKy)} người (không giới hạn số chỗ)`);
  } else {
    const left = Math.max(0, event.soLuongToiDa - event.soDaDangKy);
    facts.push(
      `Đã đăng ký: ${formatNumber(event.soDaDangKy)}/${formatNumber(event.soLuongToiDa)} chỗ${
        left > 0 ? ` (còn ${formatNumber(left)} chỗ)` : ' (đã đủ chỗ)'
      }`,
    );
  }
  if (event.soChoDoi > 0) facts.push(`Danh sách chờ: ${formatNumber(event.soChoDoi)} người`);
  return facts;
}
