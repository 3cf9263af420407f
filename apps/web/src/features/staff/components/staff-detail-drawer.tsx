import { STAFF_EMPLOYMENT_LABELS, STAFF_GENDER_LABELS } from '@congdoan/shared';
import { Alert, Descriptions, Drawer, Empty, Pagination, Skeleton, Space, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useStaff } from '../api/get-staff';
import { HISTORY_PAGE_SIZE, useStaffHistory } from '../api/get-staff-history';
import { actionLabel, describeChanges, viDate } from './history-format';
import { TermTag } from './term-tag';

const dateTime = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'short', timeStyle: 'short' });
const when = (iso: string) => dateTime.format(new Date(iso));
const orDash = (v: string | null | undefined) => v || '—';

function StaffHistory({ staffId }: { staffId: number }) {
  const [page, setPage] = useState(1);
  const history = useStaffHistory(staffId, page);
  if (history.isPending) return <Skeleton active />;
  if (history.isError) return <Alert type="error" showIcon title={history.error.message} />;
  const { list, count } = history.data;
  if (count === 0) return <Empty description="Chưa có thay đổi nào" />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Timeline
        items={list.map((row) => {
          const changes = describeChanges(row.before, row.after);
          return {
            key: row.id,
            content: (
              <div>
                <Typography.Text strong>{actionLabel(row.action)}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {when(row.createdAt)} ·{' '}
                    {row.actorName ?? (row.actorId === null ? 'Hệ thống' : `Người dùng #${row.actorId}`)}
                  </Typography.Text>
                </div>
                {changes.length > 0 && row.action !== 'create' && (
                  <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
                    {changes.map((c) => (
                      <li key={c.field}>
                        {c.label}: {c.from ? `${c.from} → ` : ''}
                        {c.to}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ),
          };
        })}
      />
      {count > HISTORY_PAGE_SIZE && (
        <Pagination
          size="small"
          current={page}
          pageSize={HISTORY_PAGE_SIZE}
          total={count}
          onChange={setPage}
        />
      )}
    </Space>
  );
}

/** The detail drawer: the record's fields and its change history (GET audit/history). */
export function StaffDetailDrawer({ staffId, onClose }: { staffId: number | null; onClose: () => void }) {
  const staff = useStaff(staffId);
  const s = staff.data;
  return (
    <Drawer
      open={staffId !== null}
      onClose={onClose}
      title="Chi tiết cán bộ công đoàn"
      size={560}
      destroyOnHidden
    >
      {staff.isError && <Alert type="error" showIcon title={staff.error.message} />}
      {staff.isPending && staffId !== null && <Skeleton active />}
      {s && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="Họ và tên">{s.fullName}</Descriptions.Item>
            <Descriptions.Item label="Giới tính">
              {s.gender ? STAFF_GENDER_LABELS[s.gender] : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="Ngày sinh">{orDash(viDate(s.dateOfBirth))}</Descriptions.Item>
            <Descriptions.Item label="CCCD">{orDash(s.identity)}</Descriptions.Item>
            <Descriptions.Item label="Số điện thoại">{orDash(s.phoneNumber)}</Descriptions.Item>
            <Descriptions.Item label="Email">{orDash(s.email)}</Descriptions.Item>
            <Descriptions.Item label="Đơn vị">{s.organizationName}</Descriptions.Item>
            <Descriptions.Item label="Chức vụ">{orDash(s.positionName)}</Descriptions.Item>
            <Descriptions.Item label="Nhiệm kỳ">
              <Space wrap>
                <span>
                  {orDash(viDate(s.termStart))} – {s.termEnd ? viDate(s.termEnd) : 'chưa xác định'}
                </span>
                <TermTag state={s.termState} />
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label="Hình thức">{STAFF_EMPLOYMENT_LABELS[s.employment]}</Descriptions.Item>
            <Descriptions.Item label="Tài khoản liên kết">
              {s.username ? `${s.userFullName ?? ''} (${s.username})` : 'Chưa liên kết'}
            </Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={5}>Lịch sử thay đổi</Typography.Title>
            <StaffHistory staffId={s.id} />
          </div>
        </Space>
      )}
    </Drawer>
  );
}
