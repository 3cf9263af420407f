import { type EventItem, formatNumber } from '@congdoan/shared';

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
      ? `${formatNumber(row.soDaDangKy)} người`
      : `${formatNumber(row.soDaDangKy)}/${formatNumber(row.soLuongToiDa)}`;
  return row.soChoDoi > 0 ? `${registered} · chờ ${formatNumber(row.soChoDoi)}` : registered;
}

/** How far its notices were seen: 'x/y đã xem', or 'Chưa gửi'. */
export const seenCount = (row: Pick<EventItem, 'soNguoiNhan' | 'soDaXem'>): string =>
  row.soNguoiNhan === 0 ? 'Chưa gửi' : `${formatNumber(row.soDaXem)}/${formatNumber(row.soNguoiNhan)} đã xem`;
