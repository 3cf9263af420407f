import type { EventItem } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date-time';
import { registrationFacts, selfRegistration } from './self-registration';

const NOW = new Date('2026-11-20T03:00:00.000Z');
type Fields = Parameters<typeof selfRegistration>[0];
const open: Fields = {
  trangThai: 'Đang chuẩn bị',
  moDangKy: true,
  hanDangKy: '2026-11-30T10:00:00.000Z',
  soLuongToiDa: 50,
  soDaDangKy: 12,
  soChoDoi: 0,
  dangKyCuaToi: null,
};
const as = (over: Partial<EventItem>): Fields => ({ ...open, ...over });

describe('the member’s own registration', () => {
  it('offers to register while open, to the waiting list once every seat is taken', () => {
    expect(selfRegistration(open, NOW)).toEqual({ state: 'open', full: false });
    expect(selfRegistration(as({ soDaDangKy: 50, soChoDoi: 2 }), NOW)).toEqual({ state: 'open', full: true });
    expect(selfRegistration(as({ soLuongToiDa: null, soDaDangKy: 900 }), NOW)).toEqual({
      state: 'open',
      full: false,
    });
  });

  it('shows the registration or the waiting place, with cancel while the deadline has not passed', () => {
    expect(selfRegistration(as({ dangKyCuaToi: 'da_dang_ky' }), NOW)).toEqual({
      state: 'registered',
      canCancel: true,
    });
    expect(selfRegistration(as({ dangKyCuaToi: 'danh_sach_cho' }), NOW)).toEqual({
      state: 'waiting',
      canCancel: true,
    });
    expect(
      selfRegistration(as({ dangKyCuaToi: 'da_dang_ky', hanDangKy: '2026-11-19T10:00:00.000Z' }), NOW),
    ).toEqual({ state: 'registered', canCancel: false });
    expect(selfRegistration(as({ dangKyCuaToi: 'da_dang_ky', trangThai: 'Đã kết thúc' }), NOW)).toEqual({
      state: 'registered',
      canCancel: false,
    });
  });

  it('says why it is closed', () => {
    expect(selfRegistration(as({ hanDangKy: '2026-11-19T10:00:00.000Z' }), NOW)).toEqual({
      state: 'closed',
      reason: 'Đã hết hạn đăng ký',
    });
    expect(selfRegistration(as({ trangThai: 'Đã hủy' }), NOW)).toEqual({
      state: 'closed',
      reason: 'Sự kiện đã bị hủy',
    });
    expect(selfRegistration(as({ trangThai: 'Đã kết thúc' }), NOW)).toEqual({
      state: 'closed',
      reason: 'Sự kiện đã kết thúc',
    });
  });

  it('shows nothing for an event that takes no registration', () => {
    expect(selfRegistration(as({ moDangKy: false }), NOW)).toEqual({ state: 'hidden' });
    expect(selfRegistration(as({ moDangKy: false, dangKyCuaToi: 'da_huy' }), NOW)).toEqual({
      state: 'hidden',
    });
  });

  it('tells the deadline and the seats in words', () => {
    expect(registrationFacts(as({ hanDangKy: '2026-11-30T10:00:00.000Z', soChoDoi: 3 }))).toEqual([
      `Hạn đăng ký: ${formatDateTime('2026-11-30T10:00:00.000Z')}`,
      'Đã đăng ký: 12/50 chỗ (còn 38 chỗ)',
      'Danh sách chờ: 3 người',
    ]);
    expect(registrationFacts(as({ hanDangKy: null, soLuongToiDa: null }))).toEqual([
      'Hạn đăng ký: đến khi sự kiện kết thúc',
      'Đã đăng ký: 12 người (không giới hạn số chỗ)',
    ]);
    expect(registrationFacts(as({ soDaDangKy: 50 }))[1]).toBe('Đã đăng ký: 50/50 chỗ (đã đủ chỗ)');
  });
});
