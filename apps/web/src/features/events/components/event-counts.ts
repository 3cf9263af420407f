import type { EventItem } from '@congdoan/shared';

const counts = new Intl.NumberFormat('vi-VN');

/**
 * The registrations in a few words: registered out of the seats ('12/50'), or registered alone
 * without a limit ('12 người'), and those waiting ('· chờ 3'); null for an event that never took any.
 */
export function registrationCount(
  row: Pick<EventItem, 'moDangKy' | 'soDaDangKy' | 'soLuongToiDa' | 'soChoDoi'>,
): string | null {
  if (!row.moDangKy && row.soDaDangKy === 0 && row.soChoDoi === 0) return null;
  const registered =
    row.soLuongToiDa === null
      ? `${counts.format(row.soDaDangKy)} người`
      : `${counts.format(row.soDaDangKy)}/${counts.format(row.soLuongToiDa)}`;
  return row.soChoDoi > 0 ? `${registered} · chờ ${counts.format(row.soChoDoi)}` : registered;
}

/** How far its notices were seen: 'x/y đã xem', or 'Chưa gửi'. */
export const seenCount = (row: Pick<EventItem, 'soNguoiNhan' | 'soDaXem'>): string =>
  row.soNguoiNhan === 0
    ? 'Chưa gửi'
    : `${counts.format(row.soDaXem)}/${counts.format(row.soNguoiNhan)} đã xem`;
