import { ROLE_IDS } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderPage, rightsOfRole } from '../../../test/render-page';
import { downloadExport, EXPORTS, type ExportItem } from './api/exports';
import { progressText } from './components/export-card';
import { ExportPage } from './pages/export-page';

const itemOf = (key: string) => EXPORTS.find((i) => i.key === key) as ExportItem;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('the export page (Xuất báo cáo)', () => {
  it('shows every download, by group, to whoever may make them all', () => {
    const html = renderPage(<ExportPage />, { rights: [['manage', 'all']] });
    for (const group of [
      'Công đoàn cơ sở',
      'Đoàn viên',
      'Báo cáo đoàn số',
      'Sự kiện',
      'Người dùng',
      'Mẫu nhập Excel',
    ])
      expect(html).toContain(`>${group}</h4>`);
    for (const item of EXPORTS) {
      expect(html).toContain(item.title);
      expect(html).toContain(item.description);
    }
    // Each item's pickers, labelled as the source pages label them.
    expect(html).toContain('Ngày thống kê');
    expect(html).toContain('Xã/phường');
    expect(html).toContain('Cụm/khu công nghiệp');
    // The occurrence must be chosen before its report can be asked for.
    expect(html).toContain('Chọn kỳ để tải.');
  });

  it("shows only what the caller's rights allow, the same right as each route", () => {
    const reportsOnly = renderPage(<ExportPage />, { rights: [['download_report', 'organization']] });
    expect(reportsOnly).toContain('Báo cáo danh sách công đoàn cơ sở');
    expect(reportsOnly).toContain('Báo cáo công đoàn cơ sở tại một ngày');
    expect(reportsOnly).not.toContain('Mẫu nhập công đoàn cơ sở');
    expect(reportsOnly).not.toContain('Danh sách đoàn viên');
    expect(reportsOnly).not.toContain('>Mẫu nhập Excel</h4>');

    const member = renderPage(<ExportPage />, { rights: rightsOfRole(ROLE_IDS.member) });
    expect(member).not.toContain('Báo cáo danh sách công đoàn cơ sở');
    const none = renderPage(<ExportPage />, { rights: [] });
    expect(none).toContain('Bạn chưa được cấp quyền tải báo cáo nào');
  });
});

describe('a download of the page', () => {
  const setup = (answer: () => Response) => fakeApi(answer, { accessToken: 'token' });

  it('asks its route with the pickers as the query and reports the bytes as they come', async () => {
    const bytes = new Uint8Array(3000).fill(7);
    const { client, calls } = setup(
      () =>
        new Response(bytes, {
          status: 200,
          headers: {
            'Content-Type': XLSX,
            'Content-Length': '3000',
            'Content-Disposition': 'attachment; filename="BaoCao_CDCS.xlsx"',
          },
        }),
    );
    const seen: [number, number | null][] = [];
    const file = await downloadExport(
      itemOf('cdcs-as-at'),
      { xaPhuongId: 4, cumKhuCnId: null, ngayThongKe: '2026-03-01' },
      (received, total) => seen.push([received, total]),
      client,
    );
    expect(calls.map((c) => [c.url, c.auth])).toEqual([
      ['/api/v1/report/export-bao-cao-cdcs?xaPhuongId=4&ngayThongKe=2026-03-01', 'Bearer token'],
    ]);
    expect(file.fileName).toBe('BaoCao_CDCS.xlsx');
    expect(file.blob.size).toBe(3000);
    expect(seen[0]).toEqual([0, 3000]);
    expect(seen.at(-1)).toEqual([3000, 3000]);
    expect(progressText({ received: 1536, total: null })).toBe('Đã nhận 2 KB');
    expect(progressText({ received: 3 * 1024 * 1024, total: 6 * 1024 * 1024 })).toBe('Đã nhận 3 MB / 6 MB');
  });

  it("fails with the server's Vietnamese message", async () => {
    const { client } = setup(() => json(404, { statusCode: 404, message: 'Không có dữ liệu để xuất' }));
    await expect(downloadExport(itemOf('cdcs-report'), {}, undefined, client)).rejects.toThrow(
      'Không có dữ liệu để xuất',
    );
  });
});
