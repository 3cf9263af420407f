import {
  ApartmentOutlined,
  BellOutlined,
  CalendarOutlined,
  FileDoneOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { formatNumber, type OverviewAnswer } from '@congdoan/shared';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { FigureHead } from './figure-head';

interface Figure {
  key: string;
  title: string;
  value: number | null | undefined;
  change?: string | null;
  /** Whether a rise is good news (members) or work piling up (reports waiting). */
  riseIsGood?: boolean;
  /** What the figure is made of, in a line under it. */
  detail?: string | undefined;
  href: string;
  icon: ReactNode;
  color: string;
}

/** What a change is measured against: last month, or the days just before the window. */
export function comparedWith(overview: Pick<OverviewAnswer, 'khoangThoiGian' | 'khoangTruoc'>): string {
  const { tuNgay, denNgay } = overview.khoangTruoc;
  const wholeMonth = tuNgay.endsWith('-01') && overview.khoangThoiGian.tuNgay.endsWith('-01');
  const day = (d: string) => d.split('-').reverse().join('/');
  return wholeMonth ? 'so với tháng trước' : `so với ${day(tuNgay)} – ${day(denNgay)}`;
}

/**
 * What the member card counts: the members on record of the unions that keep records, and the
 * declared members (reports, forms) of the others; the members list counts the records alone.
 */
export function membersDetail(
  o: Pick<OverviewAnswer, 'tongSoDoanVienTheoHoSo' | 'tongSoDoanVienTheoBaoCao'>,
): string | undefined {
  if (o.tongSoDoanVienTheoHoSo === null || o.tongSoDoanVienTheoBaoCao === null) return undefined;
  return `${formatNumber(o.tongSoDoanVienTheoHoSo)} theo hồ sơ · ${formatNumber(o.tongSoDoanVienTheoBaoCao)} theo báo cáo`;
}

function Change({ change, riseIsGood, against }: { change: string; riseIsGood: boolean; against: string }) {
  const rising = change.startsWith('+');
  const falling = change.startsWith('-');
  const type = !rising && !falling ? 'secondary' : rising === riseIsGood ? 'success' : 'danger';
  return (
    <Typography.Text style={{ fontSize: 12 }}>
      <Typography.Text type={type} strong style={{ fontSize: 12 }}>
        {change.replace('-', '−')}
      </Typography.Text>{' '}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {against}
      </Typography.Text>
    </Typography.Text>
  );
}

function FigureCard({ figure, loading, against }: { figure: Figure; loading: boolean; against: string }) {
  return (
    <Link to={figure.href} style={{ display: 'block', height: '100%', color: 'inherit' }}>
      <Card loading={loading} hoverable style={{ height: '100%' }} styles={{ body: { padding: 20 } }}>
        <FigureHead title={figure.title} value={figure.value} icon={figure.icon} color={figure.color}>
          {figure.detail && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {figure.detail}
            </Typography.Text>
          )}
          {figure.change && (
            <Change change={figure.change} riseIsGood={figure.riseIsGood ?? true} against={against} />
          )}
        </FigureHead>
      </Card>
    </Link>
  );
}

/**
 * The figure cards of report/thong-ke-tong-quan, each a link to its list; a figure the caller may
 * not read (null) has no card. While loading, the cards their rights promise are drawn empty.
 */
export function OverviewCards({
  overview,
  loading,
  shown,
}: {
  overview: OverviewAnswer | undefined;
  loading: boolean;
  /** Which cards the caller's rights promise (to draw them while loading). */
  shown: { organizations: boolean; events: boolean; reports: boolean };
}) {
  const o = overview;
  const figures: (Figure & { visible: boolean })[] = [
    {
      key: 'unions',
      title: 'Công đoàn cơ sở',
      value: o?.tongSoCongDoan,
      change: o?.tangTruongCongDoan,
      href: paths.organizations.list.getHref(),
      icon: <ApartmentOutlined />,
      color: '#722ed1',
      visible: o ? o.tongSoCongDoan !== null : shown.organizations,
    },
    {
      key: 'members',
      title: 'Đoàn viên',
      value: o?.tongSoDoanVien,
      detail: o && membersDetail(o),
      change: o?.tangTruongDoanVien,
      href: paths.organizations.list.getHref(),
      icon: <TeamOutlined />,
      color: '#1677ff',
      visible: o ? o.tongSoDoanVien !== null : shown.organizations,
    },
    {
      key: 'events',
      title: 'Sự kiện trong tháng',
      value: o?.suKienTrongThang,
      change: o?.tangTruongSuKien,
      href: paths.events.list.getHref(),
      icon: <CalendarOutlined />,
      color: '#08979c',
      visible: o ? o.suKienTrongThang !== null : shown.events,
    },
    {
      key: 'waiting',
      title: 'Báo cáo chờ phê duyệt',
      value: o?.choPheduyet,
      change: o?.thayDoiChoPheduyet,
      riseIsGood: false,
      href: paths.memberReports.reports.getHref({ trangThaiPheDuyet: 'cho_phe_duyet' }),
      icon: <FileDoneOutlined />,
      color: '#d46b08',
      visible: o ? o.choPheduyet !== null : shown.reports,
    },
    {
      key: 'companies',
      title: 'Công ty chưa có công đoàn',
      value: o?.tongSoCongTyChuaCoCD,
      href: paths.organizations.companies.getHref(),
      icon: <ShopOutlined />,
      color: '#595959',
      visible: o ? o.tongSoCongTyChuaCoCD !== null : shown.organizations,
    },
    {
      key: 'unread',
      title: 'Thông báo chưa đọc',
      value: o?.thongBaoChuaDoc,
      href: paths.notifications.inbox.getHref(),
      icon: <BellOutlined />,
      color: '#cf1322',
      visible: true,
    },
  ];
  const against = o ? comparedWith(o) : '';
  return (
    <section aria-label="Số liệu tổng quan">
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
          gap: 20,
        }}
      >
        {figures
          .filter((f) => f.visible)
          .map((f) => (
            <FigureCard key={f.key} figure={f} loading={loading} against={against} />
          ))}
      </div>
    </section>
  );
}
