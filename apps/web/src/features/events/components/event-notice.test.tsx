import { eventNoticeSendAllBody, eventNoticeSendBody } from '@congdoan/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NO_NOTICE, noticeOutcome, noticeRequest, resendWarning } from './event-notice';
import { NoticeOutcome } from './event-notice-dialog';

const result = {
  message: 'Gửi thông báo hoàn tất',
  soLuongGui: 3,
  daGuiCho: ['4', '5', '9'],
  loi: [] as string[],
  thongBaoId: 77,
  soZalo: 2,
  soEmail: 0,
};

describe('the body of an event notice', () => {
  it('names nobody until users, roles or everyone are chosen', () => {
    expect(noticeRequest(12, NO_NOTICE)).toBeNull();
  });

  it('sends users as strings (spec §7) and roles as numbers in one body, with the type and the note', () => {
    const request = noticeRequest(12, {
      ...NO_NOTICE,
      nguoiNhanIds: [4, 5],
      roleIds: [6],
      loaiThongBao: 'Nhắc nhở',
      ghiChu: '  Nhớ mang thẻ  ',
      guiZalo: true,
    });
    expect(request).toEqual({
      to: 'chosen',
      body: {
        suKienId: 12,
        nguoiNhanIds: ['4', '5'],
        roleIds: [6],
        loaiThongBao: 'Nhắc nhở',
        ghiChu: 'Nhớ mang thẻ',
        guiZalo: true,
        guiEmail: false,
      },
    });
    expect(eventNoticeSendBody.parse(request?.body)).toMatchObject({
      nguoiNhanIds: ['4', '5'],
      roleIds: [6],
    });
  });

  it('the default type is “Thông báo sự kiện” and the note empty', () => {
    const request = noticeRequest(12, { ...NO_NOTICE, roleIds: [6] });
    expect(request?.body).toMatchObject({ loaiThongBao: 'Thông báo sự kiện', ghiChu: '' });
  });

  it('everyone in scope goes to gui-thong-bao-tat-ca, without the users and roles chosen before', () => {
    const request = noticeRequest(12, { ...NO_NOTICE, tatCa: true, nguoiNhanIds: [4], roleIds: [6] });
    expect(request).toEqual({
      to: 'all',
      body: {
        suKienId: 12,
        roleIds: [],
        loaiThongBao: 'Thông báo sự kiện',
        ghiChu: '',
        guiZalo: false,
        guiEmail: false,
      },
    });
    expect(eventNoticeSendAllBody.safeParse(request?.body).success).toBe(true);
  });
});

describe('what the dialog says once sent', () => {
  it('how many were told, and the Zalo messages queued when Zalo was chosen', () => {
    expect(noticeOutcome(result, { zalo: true, email: false })).toEqual({
      type: 'success',
      title: 'Đã gửi thông báo tới 3 người',
      details: ['2 tin Zalo đang được gửi'],
      problems: [],
    });
  });

  it('each id not sent, from the server’s `loi`', () => {
    const loi = ['99: Người dùng không tồn tại hoặc nằm ngoài phạm vi dữ liệu'];
    const outcome = noticeOutcome({ ...result, loi }, { zalo: false, email: false });
    expect(outcome).toMatchObject({ type: 'warning', title: 'Đã gửi thông báo tới 3 người', problems: loi });
    const html = renderToString(
      <NoticeOutcome result={{ ...result, loi }} channels={{ zalo: false, email: true }} />,
    ).replaceAll('<!-- -->', '');
    expect(html).toContain('Đã gửi thông báo tới 3 người');
    expect(html).toContain('0 e-mail đang được gửi');
    expect(html).toContain('Không gửi được (1):');
    expect(html).toContain('99: Người dùng không tồn tại hoặc nằm ngoài phạm vi dữ liệu');
  });

  it('reads the deployed “tất cả” answer, which has no `loi` nor channel counts', () => {
    expect(
      noticeOutcome(
        { message: 'Gửi thông báo cho tất cả thành công', soLuongGui: 41, daGuiCho: [] },
        { zalo: true, email: false },
      ),
    ).toEqual({
      type: 'success',
      title: 'Đã gửi thông báo tới 41 người',
      details: ['0 tin Zalo đang được gửi'],
      problems: [],
    });
  });

  it('nobody told is an error', () => {
    expect(
      noticeOutcome({ ...result, soLuongGui: 0, daGuiCho: [], loi: ['7: x'] }, { zalo: false, email: false }),
    ).toMatchObject({ type: 'error', title: 'Không gửi được thông báo cho ai', problems: ['7: x'] });
  });
});

describe('a send again', () => {
  it('is said before: how many were told, that each gets a new notice in the bell', () => {
    expect(resendWarning(0)).toBeNull();
    expect(resendWarning(1250)).toBe(
      'Sự kiện đã được thông báo tới 1.250 người. Gửi lại, mỗi người nhận sẽ có thêm một thông báo mới trong chuông và thông báo của sự kiện trở về "Chưa xem".',
    );
  });
});
