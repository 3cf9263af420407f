import type { EventDetail, RegistrationPage } from '@congdoan/shared';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { type Right, renderPage } from '../../../test/render-page';
import { rowText } from '../../../test/rendered-rows';
import { addEventRegistrations } from '../api/add-event-registrations';
import { exportEventRegistrations } from '../api/export-event-registrations';
import { eventRegistrationsQuery } from '../api/list-event-registrations';
import { recordAttendance } from '../api/record-attendance';
import { recordAttendanceByCode } from '../api/record-attendance-qr';
import { removeEventRegistration } from '../api/remove-event-registration';
import { at, registrationItem } from '../event-fixture';
import { addedToast } from './event-registrations-add-dialog';
import { createScanner, REPEAT_SCAN_MS, type ScanOutcome } from './event-registrations-scan';
import { attendanceToast, EventRegistrationsTab } from './event-registrations-tab';

const EVENT = {
  id: 5,
  tenSuKien: 'Hội nghị người lao động 2026',
  thoiGianBatDau: at(17, 8, 0),
  thoiGianKetThuc: at(17, 11, 30),
  soLuongToiDa: 50,
  soDaDangKy: 12,
  soChoDoi: 3,
  soDaDiemDanh: 8,
  moDangKy: true,
  dangKyCuaToi: null,
  coTheQuanLy: true,
} as EventDetail;

const PAGE: RegistrationPage = {
  list: [
    registrationItem({ diemDanhLuc: at(17, 7, 55), cachDiemDanh: 'qr' }),
    registrationItem({
      id: 2,
      userId: 22,
      fullName: 'Trần Thị Bình',
      trangThai: 'danh_sach_cho',
      thuTuCho: 2,
      themBoi: { id: 3, fullName: 'Lê Cán Bộ' },
    }),
    registrationItem({ id: 3, userId: 23, fullName: 'Phạm Văn Cường', trangThai: 'da_huy' }),
  ],
  count: 16,
  page: 1,
  limit: 10,
  totalPages: 2,
  summary: { daDangKy: 12, danhSachCho: 3, daHuy: 1, daDiemDanh: 8, soLuongToiDa: 50 },
};

const OFFICER: Right[] = ['detail-event', 'update-event'];
const VIEWER: Right[] = ['detail-event'];

function renderTab(event: EventDetail, rights: Right[] = OFFICER) {
  return renderPage(<EventRegistrationsTab event={event} />, {
    rights,
    data: [[eventRegistrationsQuery(event.id, { page: 1, limit: 10 }).queryKey, PAGE]],
  });
}

/** The tab's text from its start, where the counts are: each title and its figure. */
const countsText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the registrations & attendance tab, for an officer of the event', () => {
  it('shows the counts: registered of the seats, waiting, cancelled, present', () => {
    const html = renderTab(EVENT);
    expect(countsText(html)).toMatch(/^Đã đăng ký 12\/50 Danh sách chờ 3 Đã hủy 1 Có mặt 8 /);
  });

  it('lists each registration with its state, waiting place, who added it and how it was marked', () => {
    const html = renderTab(EVENT);
    expect(rowText(html, 21)).toContain('Nguyễn Văn An 0912345678 CĐCS Công ty May 10 Đã đăng ký');
    // an officer knows a member by name, phone and unit, never by the login name
    expect(html).not.toContain('an.nguyen');
    expect(rowText(html, 21)).toContain('17/11/2026 07:55 Quét mã QR');
    expect(rowText(html, 22)).toContain('Danh sách chờ (#2)');
    expect(rowText(html, 22)).toContain('Thêm bởi Lê Cán Bộ');
    expect(html).toContain('Tổng 16 lượt đăng ký');
  });

  it('offers the scan, the addition, the export, a box per row and removal; none on a cancelled row', () => {
    const html = renderTab(EVENT);
    for (const label of ['Quét mã QR', 'Thêm người', 'Xuất Excel'])
      expect(html).toContain(`<span>${label}</span>`);
    expect(html).toMatch(/aria-label="Có mặt: Nguyễn Văn An"[^>]*checked=""/);
    expect(html).toMatch(/aria-label="Có mặt: Trần Thị Bình"/);
    expect(html).not.toContain('aria-label="Có mặt: Phạm Văn Cường"');
    expect(html.match(/aria-label="Xóa khỏi danh sách"/g)).toHaveLength(2);
  });

  it('offers only the list and its export to one who may see but not change the event', () => {
    const html = renderTab(EVENT, VIEWER);
    expect(html).not.toContain('<span>Quét mã QR</span>');
    expect(html).not.toContain('Thêm người');
    expect(html).not.toContain('aria-label="Có mặt:');
    expect(html).not.toContain('Xóa khỏi danh sách');
    expect(html).toContain('Xuất Excel');
    expect(rowText(html, 21)).toContain('Có mặt');
  });

  it('shows an event the caller does not manage by its counts and their own registration, without the list', () => {
    const html = renderTab({ ...EVENT, coTheQuanLy: false, dangKyCuaToi: 'da_dang_ky' });
    expect(countsText(html)).toMatch(/^Đã đăng ký 12\/50 Danh sách chờ 3 Có mặt 8 Bạn: Đã đăng ký/);
    expect(html).toMatch(/Bạn: <span[^>]*>Đã đăng ký<\/span>/);
    expect(html).not.toContain('data-row-key');
    expect(html).not.toContain('Quét mã QR');
  });
});

describe('the tab’s calls', () => {
  it('marks attendance by the list: POST su-kien/{id}/diem-danh with the users and present or not', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ soCapNhat: 2, soThemMoi: 0, summary: PAGE.summary });
    const result = await recordAttendance({ eventId: 5, userIds: [21, 22], coMat: true });
    expect(post).toHaveBeenCalledWith('su-kien/5/diem-danh', { userIds: [21, 22], coMat: true });
    expect(attendanceToast(result, true)).toEqual({ title: 'Đã điểm danh 2 người' });
    await recordAttendance({ eventId: 5, userIds: [21], coMat: false });
    expect(post).toHaveBeenLastCalledWith('su-kien/5/diem-danh', { userIds: [21], coMat: false });
    expect(attendanceToast({ soCapNhat: 1, soThemMoi: 1, summary: PAGE.summary }, false)).toEqual({
      title: 'Đã bỏ điểm danh 1 người',
      description: '1 người chưa đăng ký được thêm vào danh sách',
    });
  });

  it('adds people, removes one and exports the list at the event’s paths', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ soDangKy: 3, soChoDoi: 2, soDaCo: 1, summary: PAGE.summary });
    const result = await addEventRegistrations({ eventId: 5, userIds: [1, 2, 3, 4, 5, 6] });
    expect(post).toHaveBeenCalledWith('su-kien/5/dang-ky/them', { userIds: [1, 2, 3, 4, 5, 6] });
    expect(addedToast(result)).toEqual({
      title: 'Đã đăng ký cho 3 người',
      description: '2 người vào danh sách chờ (sự kiện đã đủ chỗ) · 1 người đã có trong danh sách',
    });

    const remove = vi.spyOn(api, 'delete').mockResolvedValue(undefined);
    await removeEventRegistration({ eventId: 5, userId: 22 });
    expect(remove).toHaveBeenCalledWith('su-kien/5/dang-ky/22');

    const download = vi
      .spyOn(api, 'download')
      .mockResolvedValue({ blob: new Blob(['x']), fileName: 'DanhSachDangKy.xlsx' });
    const file = await exportEventRegistrations(5, { trangThai: 'da_dang_ky', diemDanh: true });
    expect(download).toHaveBeenCalledWith('su-kien/5/dang-ky/export', {
      query: { trangThai: 'da_dang_ky', diemDanh: true },
      fileName: 'DanhSachDangKy.xlsx',
    });
    expect(file.fileName).toMatch(/^DanhSachDangKy_\d{4}-\d{2}-\d{2}\.xlsx$/);
  });
});

describe('a scan at the door', () => {
  function scanner(now: { t: number }) {
    const shown: ScanOutcome[] = [];
    const { submitCode, cameraRead } = createScanner({
      submit: (ma) => recordAttendanceByCode({ eventId: 5, ma }),
      show: (outcome) => shown.push(outcome),
      now: () => now.t,
    });
    return { shown, submitCode, cameraRead };
  }

  it('sends the code to POST su-kien/{id}/diem-danh/qr and says who was marked', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(registrationItem({ fullName: 'Nguyễn Văn A' }));
    const { shown, submitCode } = scanner({ t: 1000 });
    await submitCode('  DD1-000042-7f3c9a1e \n');
    expect(post).toHaveBeenCalledWith('su-kien/5/diem-danh/qr', { ma: 'DD1-000042-7f3c9a1e' });
    expect(shown.map((o) => [o.kind, o.text])).toEqual([['success', 'Đã điểm danh: Nguyễn Văn A']]);
    // nothing typed: nothing sent
    await submitCode('   ');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal and stays ready for the next code', async () => {
    vi.spyOn(api, 'post')
      .mockRejectedValueOnce(new ApiError('Mã điểm danh không hợp lệ', 400))
      .mockResolvedValueOnce(registrationItem({ fullName: 'Trần Thị Bình' }));
    const { shown, submitCode } = scanner({ t: 1000 });
    await submitCode('sai-ma');
    await submitCode('DD1-000022-aa');
    expect(shown.map((o) => [o.kind, o.text])).toEqual([
      ['error', 'Mã điểm danh không hợp lệ'],
      ['success', 'Đã điểm danh: Trần Thị Bình'],
    ]);
  });

  it('sends a code the camera keeps seeing once, and again once it has been out of view a while', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(registrationItem({}));
    const now = { t: 1000 };
    const { cameraRead } = scanner(now);
    await cameraRead('DD1-21');
    now.t += 250;
    await cameraRead('DD1-21');
    now.t += 250;
    await cameraRead('DD1-22');
    expect(post).toHaveBeenCalledTimes(2);
    now.t += REPEAT_SCAN_MS;
    await cameraRead('DD1-22');
    expect(post).toHaveBeenCalledTimes(3);
  });
});
