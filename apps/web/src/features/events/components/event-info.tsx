import { type EventDetail, formatNumber } from '@congdoan/shared';
import { Descriptions, type DescriptionsProps, Divider, Empty, Flex, Tag, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format-date-time';
import { registrationCount, seenCount } from './event-counts';
import { richTextOrEmpty } from './event-form-values';
import { EventTypeTag } from './event-tags';
import './events.css';

/** A long field takes the whole row of two; on a phone the row is one (a span of 2 there widened the table past the screen). */
const WHOLE_ROW = { xs: 1, md: 2 };
/** A unit's long name wraps inside its tag rather than widening the table past a phone's screen. */
const WRAPPING = { whiteSpace: 'normal', marginInlineEnd: 0 } as const;
const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);

function infoItems(e: EventDetail): DescriptionsProps['items'] {
  return [
    {
      key: 'type',
      label: 'Loại sự kiện',
      children: e.loaiSuKien ? <EventTypeTag type={e.loaiSuKien} /> : '—',
    },
    { key: 'start', label: 'Bắt đầu', children: formatDateTime(e.thoiGianBatDau) },
    { key: 'end', label: 'Kết thúc', children: formatDateTime(e.thoiGianKetThuc) },
    { key: 'place', label: 'Địa điểm', children: dash(e.diaDiem) },
    { key: 'organizer', label: 'Đơn vị tổ chức', children: dash(e.organization?.name) },
    { key: 'creator', label: 'Người tạo', children: dash(e.nguoiTaoUser?.fullName) },
    { key: 'audience', label: 'Đối tượng', children: dash(e.doiTuong), span: WHOLE_ROW },
    {
      key: 'units',
      label: 'Đơn vị tham gia',
      span: WHOLE_ROW,
      children: e.doiTuongDonVi.length ? (
        <Flex gap={4} wrap>
          {e.doiTuongDonVi.map((u) => (
            <Tag key={u.organizationId} style={WRAPPING}>
              {u.name}
              {u.baoGomCapDuoi ? ' (gồm cấp dưới)' : ''}
            </Tag>
          ))}
        </Flex>
      ) : (
        'Toàn bộ đơn vị tổ chức'
      ),
    },
    {
      key: 'roles',
      label: 'Vai trò tham gia',
      span: WHOLE_ROW,
      children: e.doiTuongVaiTro.length ? (
        <Flex gap={4} wrap>
          {e.doiTuongVaiTro.map((r) => (
            <Tag key={r.id} style={WRAPPING}>
              {r.name}
            </Tag>
          ))}
        </Flex>
      ) : (
        'Mọi vai trò'
      ),
    },
    { key: 'expected', label: 'Số lượng dự kiến', children: formatNumber(e.soLuongThamGiaDuKien) },
    {
      key: 'registration',
      label: 'Đăng ký tham gia',
      children: e.moDangKy
        ? `Đang mở${e.hanDangKy ? `, hạn ${formatDateTime(e.hanDangKy)}` : ''}`
        : 'Không mở đăng ký',
    },
    {
      key: 'registered',
      label: 'Đã đăng ký',
      children: registrationCount(e) ?? '—',
    },
    // who came and who saw the notices: for the officers of its unit
    ...(e.coTheQuanLy
      ? [
          { key: 'attended', label: 'Đã điểm danh', children: formatNumber(e.soDaDiemDanh) },
          { key: 'notices', label: 'Thông báo', children: seenCount(e) },
        ]
      : []),
    { key: 'files', label: 'Tệp đính kèm', children: formatNumber(e.soFile) },
    { key: 'note', label: 'Ghi chú', children: dash(e.ghiChu), span: WHOLE_ROW },
    { key: 'createdAt', label: 'Tạo lúc', children: formatDateTime(e.createdAt) },
    { key: 'updatedAt', label: 'Cập nhật lần cuối', children: formatDateTime(e.updatedAt) },
  ];
}

/** 'Thông tin' of an event: its fields, audience, registration settings and counts, then its content. */
export function EventInfo({ event }: { event: EventDetail }) {
  const content = richTextOrEmpty(event.noiDungSuKien);
  return (
    <Flex vertical gap={16}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={infoItems(event)} />
      <div>
        <Divider titlePlacement="start" style={{ marginTop: 0 }}>
          Nội dung
        </Divider>
        {content ? (
          <div
            className="event-content"
            // The server sanitised it on the way in (no script, no handler, only safe links).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: formatted text, sanitised by the API
            dangerouslySetInnerHTML={{ __html: content }}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có nội dung" />
        )}
      </div>
      {event.trangThai === 'Đã hủy' && (
        <Typography.Text type="secondary">
          Hủy lúc {event.thoiGianHuy ? formatDateTime(event.thoiGianHuy) : '—'}
          {event.lyDoHuy ? `: ${event.lyDoHuy}` : ''}
        </Typography.Text>
      )}
    </Flex>
  );
}
