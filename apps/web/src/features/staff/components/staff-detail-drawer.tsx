import { STAFF_EMPLOYMENT_LABELS, STAFF_GENDER_LABELS } from '@congdoan/shared';
import { Alert, Descriptions, Drawer, Skeleton, Space, Typography } from 'antd';
import { ChangeHistory } from '../../../components/change-history';
import { ROOT } from '../../../lib/query-keys';
import { useStaff } from '../api/get-staff';
import { actionLabel, describeChanges, viDate } from './history-format';
import { TermTag } from './term-tag';

const orDash = (v: string | null | undefined) => v || '—';

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
            <ChangeHistory
              subject="staff"
              recordId={s.id}
              ownerKey={ROOT.staff}
              actionLabel={actionLabel}
              // A creation is named only: the record above shows what it was given.
              describe={(row) =>
                row.action === 'create'
                  ? []
                  : describeChanges(row.before, row.after).map((c) => ({ ...c, key: c.field }))
              }
            />
          </div>
        </Space>
      )}
    </Drawer>
  );
}
