import { CalendarOutlined } from '@ant-design/icons';
import { type DashboardSummary, formatNumber } from '@congdoan/shared';
import { Card, Col, Empty, Flex, Row, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date-time';

export type DashboardEvents = NonNullable<DashboardSummary['events']>;

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Flex vertical>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong style={{ fontSize: 22, lineHeight: 1.3 }}>
        {formatNumber(value)}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The events on the dashboard (issue P9 §4): how many are coming and under way, this month's
 * registrations and attendance of the events the caller manages, and the next few events with their
 * type's colour, each opening its page. Plain text and a dot: no chart.
 */
export function EventsCard({
  events,
  loading = false,
}: {
  events: DashboardEvents | null;
  loading?: boolean;
}) {
  // An event without a type has the app's colour (a constant of the shared events schemas would
  // bring zod into the dashboard's first load).
  const { token } = theme.useToken();
  return (
    <Card
      title="Sự kiện"
      loading={loading}
      extra={
        <Link to={paths.events.calendar.getHref()}>
          <CalendarOutlined /> Xem lịch
        </Link>
      }
      style={{ height: '100%' }}
    >
      {events && (
        <Row gutter={[24, 16]}>
          <Col xs={24} xl={10}>
            <Row gutter={[16, 16]}>
              <Col span={12}>
                <Figure label="Sắp diễn ra" value={events.upcoming} />
              </Col>
              <Col span={12}>
                <Figure label="Đang diễn ra" value={events.ongoing} />
              </Col>
              <Col span={12}>
                <Figure label="Đăng ký trong tháng" value={events.registrationsThisMonth} />
              </Col>
              <Col span={12}>
                <Figure label="Có mặt trong tháng" value={events.attendedThisMonth} />
              </Col>
            </Row>
          </Col>
          <Col xs={24} xl={14}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              Sự kiện sắp tới
            </Typography.Title>
            {events.next.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Không có sự kiện sắp tới" />
            ) : (
              <Flex component="ul" vertical gap={10} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {events.next.map((event) => (
                  <Flex component="li" key={event.id} gap={10} align="baseline">
                    <span
                      aria-hidden
                      style={{
                        width: 10,
                        height: 10,
                        borderRadius: '50%',
                        flexShrink: 0,
                        background: event.mauSac ?? token.colorPrimary,
                      }}
                    />
                    <Flex vertical style={{ minWidth: 0 }}>
                      <Link to={paths.events.detail.getHref(event.id)}>{event.tenSuKien}</Link>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {formatDateTime(event.thoiGianBatDau)}
                        {event.diaDiem ? ` · ${event.diaDiem}` : ''}
                      </Typography.Text>
                    </Flex>
                  </Flex>
                ))}
              </Flex>
            )}
          </Col>
        </Row>
      )}
    </Card>
  );
}
