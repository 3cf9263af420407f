import type { EventDetail } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { type Right, renderPage } from '../../../test/render-page';
import { eventDetail } from '../event-fixture';
import { EventDetailView } from './event-detail-page';

const MEMBER: Right[] = ['view-event', 'detail-event'];
const OFFICER: Right[] = [['manage', 'event']];
const VICE_CHAIR: Right[] = [...MEMBER, 'update-event', 'notify-event-event', 'upload-file-event-event'];

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const event = (over: Partial<EventDetail> = {}): EventDetail =>
  eventDetail({
    thoiGianBatDau: future(10),
    thoiGianKetThuc: future(11),
    noiDungSuKien: '<p>Chương trình <strong>hội nghị</strong></p>',
    doiTuong: 'Đoàn viên',
    hanDangKy: future(5),
    soChoDoi: 0,
    ...over,
  });

function render(detail: EventDetail, rights: Right[]) {
  return renderPage(<EventDetailView event={detail} />, {
    url: `/trade-union/events/detail/${detail.id}`,
    rights,
  });
}

/** The texts of the page's buttons and tabs. */
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim());
const tabs = (html: string) =>
  [...html.matchAll(/role="tab"[^>]*>(.*?)<\/div>/g)].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, '')
      .replaceAll('&amp;', '&')
      .trim(),
  );

describe('the event’s page', () => {
  it('shows the event: name, status, type, time, place, organiser, creator, and its content as formatted text', () => {
    const html = render(event(), MEMBER);
    for (const text of [
      'Hội nghị đại biểu',
      'Đang chuẩn bị',
      'Hội trường A',
      'CĐCS Công ty A',
      'Nguyễn Văn An',
    ])
      expect(html).toContain(text);
    expect(html).toContain('<div class="event-content"><p>Chương trình <strong>hội nghị</strong></p></div>');
  });

  it('gives the officers of its unit every action their rights allow, and the notices and registrations tabs', () => {
    const html = render(event(), OFFICER);
    expect(buttons(html)).toEqual(
      expect.arrayContaining(['Tải .ics', 'Gửi thông báo', 'Sửa', 'Hủy sự kiện', 'Xóa']),
    );
    expect(tabs(html)).toEqual([
      'Thông tin',
      'Tệp đính kèm (0)',
      'Thông báo (8/20)',
      'Đăng ký & điểm danh',
      'Lịch sử thay đổi',
    ]);
  });

  it('gives an officer only what their rights hold (no delete without it)', () => {
    const shown = buttons(render(event(), VICE_CHAIR));
    expect(shown).toEqual(expect.arrayContaining(['Gửi thông báo', 'Sửa', 'Hủy sự kiện']));
    expect(shown).not.toContain('Xóa');
  });

  it('gives no change to one who may change events but not this one (another unit’s, to which they are invited)', () => {
    const html = render(event({ coTheQuanLy: false }), OFFICER);
    for (const label of ['Gửi thông báo', 'Sửa', 'Hủy sự kiện', 'Xóa'])
      expect(buttons(html)).not.toContain(label);
    expect(tabs(html)).toEqual(['Thông tin', 'Tệp đính kèm (0)', 'Lịch sử thay đổi']);
  });

  it('gives a member the download and their registration, no officer’s action or tab', () => {
    const html = render(event({ coTheQuanLy: false }), MEMBER);
    const shown = buttons(html);
    expect(shown).toContain('Tải .ics');
    expect(shown).toContain('Đăng ký tham gia');
    for (const label of ['Gửi thông báo', 'Sửa', 'Hủy sự kiện', 'Xóa']) expect(shown).not.toContain(label);
    expect(html).toContain('Đã đăng ký: 12/50 chỗ (còn 38 chỗ)');
  });

  it('shows the member’s registration as it stands', () => {
    const registered = render(event({ coTheQuanLy: false, dangKyCuaToi: 'da_dang_ky' }), MEMBER);
    expect(registered).toContain('Đã đăng ký</span>');
    expect(buttons(registered)).toContain('Hủy đăng ký');
    expect(buttons(registered)).not.toContain('Đăng ký tham gia');

    const waiting = render(event({ coTheQuanLy: false, dangKyCuaToi: 'danh_sach_cho' }), MEMBER);
    expect(waiting).toContain('Đang trong danh sách chờ');
    expect(buttons(waiting)).toContain('Hủy đăng ký');

    const full = render(event({ coTheQuanLy: false, soDaDangKy: 50, soChoDoi: 4 }), MEMBER);
    expect(buttons(full)).toContain('Đăng ký vào danh sách chờ');
    expect(full).toContain('Danh sách chờ: 4 người');

    const late = render(event({ coTheQuanLy: false, hanDangKy: future(-1) }), MEMBER);
    expect(late).toContain('Đã hết hạn đăng ký');
    expect(buttons(late)).not.toContain('Đăng ký tham gia');

    const none = render(event({ coTheQuanLy: false, moDangKy: false }), MEMBER);
    expect(buttons(none)).not.toContain('Đăng ký tham gia');
    expect(none).not.toContain('Hạn đăng ký');
  });

  it('a cancelled event says so, with its reason, and cannot be cancelled again: its officers may restore it', () => {
    const html = render(event({ trangThai: 'Đã hủy', lyDoHuy: 'Trùng lịch' }), OFFICER);
    expect(html).toContain('Sự kiện đã bị hủy');
    expect(html).toContain('Lý do: Trùng lịch');
    expect(buttons(html)).not.toContain('Hủy sự kiện');
    expect(buttons(html)).not.toContain('Đăng ký tham gia');
    expect(buttons(html)).toContain('Khôi phục');

    const running = render(event({ trangThai: 'Đang chuẩn bị' }), OFFICER);
    expect(buttons(running)).not.toContain('Khôi phục');
    const member = render(event({ trangThai: 'Đã hủy', coTheQuanLy: false }), MEMBER);
    expect(buttons(member)).not.toContain('Khôi phục');
  });
});
