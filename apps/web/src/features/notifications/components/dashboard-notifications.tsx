import { formatNumber } from '@congdoan/shared';
import { Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { formatRelativeTime } from '../../../lib/format-date-time';
import { useSessionUser } from '../../../lib/use-session-user';
import { useInboxPage } from '../api/list-inbox';
import { useNotificationList } from '../api/list-notifications';
import { InboxList } from './inbox-entry';
import { ReadRate } from './read-rate';

/** How many of each the dashboard shows. */
const SHOWN = 5;
const LATEST_SENDS = 'Thông báo bạn đã gửi gần đây';

/**
 * The dashboard's notifications: the caller's unread ones and, for those who send, how far their
 * latest sends have been read.
 */
export function DashboardNotifications() {
  const ability = useAppAbility();
  const sends = ability.can('read', 'notification') && ability.can('create', 'notification');
  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} xl={sends ? 12 : 24}>
        <UnreadCard />
      </Col>
      {sends && (
        <Col xs={24} xl={12}>
          <LatestSendsCard />
        </Col>
      )}
    </Row>
  );
}

function UnreadCard() {
  const unread = useInboxPage({ page: 1, limit: SHOWN, trangThaiDoc: 'chua_doc' });
  const items = unread.data?.list ?? [];
  return (
    <Card
      title={`Thông báo chưa đọc${unread.data ? ` (${formatNumber(unread.data.count)})` : ''}`}
      extra={<Link to={paths.notifications.inbox.getHref()}>Xem tất cả</Link>}
      loading={unread.isPending}
      styles={{ body: { padding: items.length ? 0 : undefined } }}
      style={{ height: '100%' }}
    >
      {unread.isError ? (
        <Typography.Text type="danger">Không thể tải thông báo</Typography.Text>
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Bạn đã đọc hết thông báo" />
      ) : (
        <InboxList items={items} />
      )}
    </Card>
  );
}

function LatestSendsCard() {
  const user = useSessionUser();
  const latest = useNotificationList({ page: 1, limit: SHOWN, nguoiGui: user?.id }, user !== null);
  const rows = latest.data?.list ?? [];
  return (
    <Card
      title={LATEST_SENDS}
      role="region"
      aria-label={LATEST_SENDS}
      extra={<Link to={paths.notifications.management.getHref()}>Quản lý thông báo</Link>}
      loading={latest.isPending}
      style={{ height: '100%' }}
    >
      {latest.isError ? (
        <Typography.Text type="danger">{latest.error.message}</Typography.Text>
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Bạn chưa gửi thông báo nào" />
      ) : (
        <Flex vertical gap={14}>
          {rows.map((row) => (
            <Flex key={row.id} vertical gap={2}>
              <Flex justify="space-between" gap={12}>
                <Typography.Text ellipsis={{ tooltip: row.tieuDe }} style={{ minWidth: 0 }}>
                  {row.tieuDe}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ flexShrink: 0, fontSize: 12 }}>
                  {row.guiLanDau ? formatRelativeTime(row.guiLanDau) : 'Chưa gửi'}
                </Typography.Text>
              </Flex>
              {row.guiLanDau && <ReadRate item={row} />}
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
