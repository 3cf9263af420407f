import type { NotificationZalos } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { notificationZaloQuery } from '../api/list-notification-zalo';
import { deliveryNote, ZaloDeliveries } from './delivery-tables';
import { sendToast } from './send-dialog';

const at = (hour: number, minute: number) => new Date(2025, 10, 3, hour, minute).toISOString();

describe('the toast after a send', () => {
  const result = {
    thongBaoId: 4,
    soNguoiNhanMoi: 120,
    soNguoiNhan: 1500,
    soEmail: 80,
    soZalo: 45,
    sentCount: 120,
    failedUsers: [],
  };

  it('says the Zalo messages queued when Zalo was chosen, beside the e-mails', () => {
    expect(sendToast(result, { email: true, zalo: true })).toEqual({
      kind: 'success',
      title: 'Đã gửi thông báo tới 120 người',
      description: 'Tổng 1.500 người nhận · 80 e-mail đang được gửi · 45 tin Zalo đang được gửi',
    });
    expect(sendToast(result, { email: false, zalo: false }).description).toBe('Tổng 1.500 người nhận');
  });

  it('says when everyone chosen already had it', () => {
    expect(sendToast({ ...result, soNguoiNhanMoi: 0 }, { email: false, zalo: true })).toMatchObject({
      kind: 'info',
      title: 'Những người được chọn đều đã nhận thông báo này',
    });
  });
});

describe('a notification’s Zalo messages', () => {
  const zalos: NotificationZalos = {
    tongSo: 3,
    theoTrangThai: { queued: 1, sent: 1, failed: 1 },
    daCauHinh: true,
    count: 3,
    list: [
      {
        id: 31,
        zaloAccountId: 5,
        displayName: 'Hoa Phạm',
        userId: 9,
        fullName: 'Phạm Thị Hoa',
        state: 'failed',
        attempts: 10,
        lastError: 'Người dùng chưa quan tâm OA (-213)',
        deliveredAt: null,
        createdAt: at(8, 0),
      },
      {
        id: 32,
        zaloAccountId: 6,
        displayName: null,
        userId: 10,
        fullName: 'Lê Văn Nam',
        state: 'sent',
        attempts: 1,
        lastError: null,
        deliveredAt: at(8, 1),
        createdAt: at(8, 0),
      },
      {
        id: 33,
        zaloAccountId: 7,
        displayName: 'Minh',
        userId: null,
        fullName: null,
        state: 'queued',
        attempts: 0,
        lastError: null,
        deliveredAt: null,
        createdAt: at(8, 0),
      },
    ],
  };

  const render = (zalos: NotificationZalos) =>
    renderPage(<ZaloDeliveries id={4} />, { data: [[notificationZaloQuery(4, 1).queryKey, zalos]] });

  it('show each user and account with its state in words, and why one failed', () => {
    const html = render(zalos);
    expect(html).toContain('Đã gửi: 1 · Đang chờ gửi: 1 · Gửi thất bại: 1');
    for (const text of [
      'Phạm Thị Hoa',
      'Zalo: Hoa Phạm',
      'Lê Văn Nam',
      'Zalo: N/A',
      'Ngoài phạm vi dữ liệu',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('Người dùng chưa quan tâm OA (-213) (lần thử 10)');
    expect(html).toContain('Lúc 03/11/2025 08:01');
    expect(html).toContain('Tổng 3 tin Zalo');
    expect(html).not.toContain('Chưa cấu hình Zalo OA');
  });

  it('say when the OA is not configured, and when none was sent', () => {
    expect(render({ ...zalos, daCauHinh: false })).toContain(
      'Chưa cấu hình Zalo OA: tin Zalo chưa thể gửi đi',
    );
    const none = render({
      ...zalos,
      tongSo: 0,
      count: 0,
      list: [],
      theoTrangThai: { queued: 0, sent: 0, failed: 0 },
    });
    expect(none).toContain('Thông báo này không gửi qua Zalo');
  });

  it('note when a delivery went, or its last error', () => {
    expect(deliveryNote({ attempts: 2, lastError: 'Hết hạn mức', deliveredAt: null })).toBe(
      'Hết hạn mức (lần thử 2)',
    );
    expect(deliveryNote({ attempts: 0, lastError: null, deliveredAt: null })).toBeNull();
  });
});
