import {
  formatNumber,
  NOTIFICATION_PAGE_SIZE,
  READ_STATE_LABELS,
  READ_STATES,
  type ReadState,
} from '@congdoan/shared';
import {
  Alert,
  Descriptions,
  Drawer,
  Flex,
  Input,
  Progress,
  Select,
  Skeleton,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { CellLines } from '../../../components/cell-lines';
import { ChangeHistory } from '../../../components/change-history';
import { KeyboardScroll } from '../../../components/keyboard-scroll';
import { formatDateTime } from '../../../lib/format-date-time';
import { ROOT } from '../../../lib/query-keys';
import { smallPager } from '../../../lib/small-pager';
import { useDebouncedValue } from '../../../lib/use-debounced-callback';
import { useNotification } from '../api/get-notification';
import { useRecipients } from '../api/list-recipients';
import { EmailDeliveries, ZaloDeliveries } from './delivery-tables';
import { actionLabel, describeChange } from './history-format';
import { readPercent } from './read-rate';

/** A notification, how far it reached (sent to N, read by M, each recipient's state) and its history. */
export function NotificationDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const notification = useNotification(id);
  const n = notification.data;
  return (
    <Drawer open={id !== null} onClose={onClose} title="Chi tiết thông báo" size={640} destroyOnHidden>
      {notification.isError && <Alert type="error" showIcon title={notification.error.message} />}
      {notification.isPending && id !== null && <Skeleton active />}
      {n && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} bordered size="small" styles={{ label: { width: 130 } }}>
            <Descriptions.Item label="Tiêu đề">{n.tieuDe}</Descriptions.Item>
            <Descriptions.Item label="Nội dung">
              <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>
                {n.noiDung}
              </Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label="Loại thông báo">{n.loaiThongBao}</Descriptions.Item>
            <Descriptions.Item label="Trang liên quan">{n.duongDan ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Người gửi">{n.nguoiGuiUser?.fullName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Ngày tạo">{formatDateTime(n.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="Gửi lần đầu">
              {n.guiLanDau ? formatDateTime(n.guiLanDau) : 'Chưa gửi'}
            </Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={5}>Tình hình nhận</Typography.Title>
            <Flex align="center" gap={16} wrap>
              <Progress
                type="circle"
                size={72}
                percent={readPercent(n.soDaDoc, n.soNguoiNhan) ?? 0}
                format={readPercent(n.soDaDoc, n.soNguoiNhan) === null ? () => '—' : undefined}
                aria-label="Tỷ lệ đã đọc"
              />
              <Typography.Text>
                Đã gửi tới <strong>{formatNumber(n.soNguoiNhan)}</strong> người,{' '}
                <strong>{formatNumber(n.soDaDoc)}</strong> người đã đọc
              </Typography.Text>
            </Flex>
            {n.soNguoiNhan > 0 && (
              // Each channel's deliveries: the inbox rows and their reads, the e-mails, the Zalo messages.
              <Tabs
                style={{ marginTop: 12 }}
                items={[
                  { key: 'in_app', label: 'Trong ứng dụng', children: <RecipientTable id={n.id} /> },
                  { key: 'email', label: 'E-mail', children: <EmailDeliveries id={n.id} /> },
                  { key: 'zalo', label: 'Zalo', children: <ZaloDeliveries id={n.id} /> },
                ]}
              />
            )}
          </div>
          <div>
            <Typography.Title level={5}>Lịch sử thay đổi</Typography.Title>
            <ChangeHistory
              subject="notification"
              recordId={n.id}
              ownerKey={ROOT.notifications}
              actionLabel={actionLabel}
              describe={describeChange}
            />
          </div>
        </Space>
      )}
    </Drawer>
  );
}

/** The recipients with their read state: unread first, searchable, filtered by state, 10 a page. */
function RecipientTable({ id }: { id: number }) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const [state, setState] = useState<ReadState | undefined>();
  const [page, setPage] = useState(1);
  const recipients = useRecipients(id, { page, search: search || undefined, trangThaiDoc: state });
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <Input.Search
          allowClear
          aria-label="Tìm người nhận"
          placeholder="Tìm theo tên, e-mail, điện thoại"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
        />
        <Select<ReadState>
          allowClear
          aria-label="Lọc theo trạng thái đọc"
          placeholder="Trạng thái"
          value={state}
          onChange={(next) => {
            setState(next);
            setPage(1);
          }}
          options={READ_STATES.map((s) => ({ value: s, label: READ_STATE_LABELS[s] }))}
          style={{ width: 140 }}
        />
      </Flex>
      {recipients.error && <Alert type="error" showIcon title={recipients.error.message} />}
      <KeyboardScroll label="Danh sách người nhận">
        <Table
          rowKey="userId"
          size="small"
          loading={recipients.isFetching}
          dataSource={recipients.data?.list ?? []}
          locale={{ emptyText: 'Không tìm thấy' }}
          scroll={{ x: 480 }}
          pagination={smallPager(
            page,
            NOTIFICATION_PAGE_SIZE,
            recipients.data?.count ?? 0,
            'người nhận',
            setPage,
          )}
          columns={[
            {
              title: 'Người nhận',
              key: 'fullName',
              render: (_v, r) => (
                <CellLines sub={[r.email, r.organizationName].filter(Boolean).join(' · ')}>
                  {r.fullName}
                </CellLines>
              ),
            },
            {
              title: 'Trạng thái',
              key: 'trangThaiDoc',
              width: 150,
              render: (_v, r) => (
                <CellLines align="start" sub={r.readAt && formatDateTime(r.readAt)}>
                  <Tag color={r.daDoc ? 'green' : 'default'}>{READ_STATE_LABELS[r.trangThaiDoc]}</Tag>
                </CellLines>
              ),
            },
          ]}
        />
      </KeyboardScroll>
    </Flex>
  );
}
