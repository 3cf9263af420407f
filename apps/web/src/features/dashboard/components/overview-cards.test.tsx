import type { OverviewAnswer } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { OverviewCards } from './overview-cards';

const OVERVIEW: OverviewAnswer = {
  tongSoCongDoan: 85,
  tangTruongCongDoan: '+4%',
  tongSoDoanVien: 33286,
  tangTruongDoanVien: '+3%',
  tongSoDoanVienTheoHoSo: 691,
  tongSoDoanVienTheoBaoCao: 32595,
  suKienTrongThang: 12,
  tangTruongSuKien: '0%',
  choPheduyet: null,
  thayDoiChoPheduyet: null,
  tongSoCongTyChuaCoCD: 15,
  thongBaoChuaDoc: 2,
  khoangThoiGian: { tuNgay: '2026-12-01', denNgay: '2026-12-31' },
  khoangTruoc: { tuNgay: '2026-11-01', denNgay: '2026-11-30' },
};

const render = (overview: OverviewAnswer) =>
  renderPage(
    <OverviewCards
      overview={overview}
      loading={false}
      shown={{ organizations: true, events: true, reports: true }}
    />,
  );

describe('the dashboard figure cards', () => {
  it('say what the member figure counts: members on record and declared ones', () => {
    const html = render(OVERVIEW);
    expect(html).toContain('33.286');
    expect(html).toContain('691 theo hồ sơ · 32.595 theo báo cáo');
  });

  it('draw no card for what the caller may not read', () => {
    const html = render({
      ...OVERVIEW,
      tongSoDoanVien: null,
      tongSoDoanVienTheoHoSo: null,
      tongSoDoanVienTheoBaoCao: null,
    });
    expect(html).not.toContain('Đoàn viên');
    expect(html).not.toContain('theo hồ sơ');
    expect(html).not.toContain('Báo cáo chờ phê duyệt');
  });
});
