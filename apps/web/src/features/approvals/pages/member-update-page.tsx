import {
  MEMBER_GENDER_LABELS,
  MEMBER_STATUS_LABELS,
  type MemberDetail,
  memberChangeRequestBody,
} from '@congdoan/shared';
import { Alert, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date-time';
import { messageOf, useToast } from '../../../lib/use-toast';
import { useRequestList } from '../api/list-requests';
import { useOwnMember } from '../api/own-member';
import { useRequestMemberUpdate } from '../api/request-member-update';
import { Facts } from '../components/facts';
import { MemberUpdateForm, type MemberUpdateFormValues } from '../components/member-update-form';
import { changedSelfFields, selfValuesOf } from '../components/self-update-values';

/** The member's own request of this kind still waiting: one waits at a time. */
const WAITING = { page: 1, limit: 1, kind: 'cap_nhat_thong_tin', state: 'cho_duyet' } as const;
export const NO_RECORD_TEXT =
  'Tài khoản của bạn chưa được liên kết với hồ sơ đoàn viên nào. Vui lòng liên hệ công đoàn cơ sở của bạn để được liên kết hồ sơ.';
const NOTHING_CHANGED = memberChangeRequestBody.shape.changes.safeParse({}).error?.issues[0]?.message;

/**
 * /trade-union/approval/member-update: the signed-in member's own record, what they may not change
 * shown as it is, and a form of what they may ask to change, sent for their union's approval.
 */
export function MemberUpdatePage() {
  const own = useOwnMember();
  const waiting = useRequestList('my-requests', WAITING);
  if (own.isError) return <Alert type="error" showIcon title={own.error.message} />;
  if (own.isPending || waiting.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (!own.data) {
    return (
      <Card>
        <Empty description={NO_RECORD_TEXT} />
      </Card>
    );
  }
  return <MemberUpdateView member={own.data} waitingId={waiting.data?.list[0]?.id ?? null} />;
}

/** The page of a loaded record (rendered on its own by the tests). */
export function MemberUpdateView({ member, waitingId }: { member: MemberDetail; waitingId: number | null }) {
  const send = useRequestMemberUpdate();
  const toast = useToast();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const initialValues = useMemo(() => selfValuesOf(member), [member]);

  const onFinish = async ({ note, ...values }: MemberUpdateFormValues) => {
    setError(null);
    const changes = changedSelfFields(member, values);
    if (Object.keys(changes).length === 0) {
      setError(NOTHING_CHANGED ?? 'Vui lòng thay đổi ít nhất một thông tin');
      return;
    }
    try {
      const request = await send.mutateAsync({ changes, note: note?.trim() || null });
      toast.success('Đã gửi yêu cầu cập nhật thông tin', 'Yêu cầu đang chờ công đoàn phê duyệt');
      navigate(paths.approval.detail.getHref(request.id));
    } catch (err) {
      setError(messageOf(err));
    }
  };

  const fixed = [
    { key: 'fullName', label: 'Họ và tên', children: member.fullName },
    { key: 'dateOfBirth', label: 'Ngày sinh', children: formatDate(member.dateOfBirth) },
    { key: 'gender', label: 'Giới tính', children: MEMBER_GENDER_LABELS[member.gender] },
    { key: 'identity', label: 'Số CCCD', children: member.identity || '—' },
    { key: 'organization', label: 'Công đoàn cơ sở', children: member.organizationName },
    { key: 'card', label: 'Số thẻ đoàn viên', children: member.cardNumber },
    { key: 'joinedAt', label: 'Ngày vào công đoàn', children: formatDate(member.joinedAt) || '—' },
    { key: 'status', label: 'Trạng thái', children: MEMBER_STATUS_LABELS[member.status] },
  ];

  return (
    <Flex vertical gap={16}>
      <Card title="Hồ sơ đoàn viên">
        <Typography.Paragraph type="secondary">
          Các thông tin dưới đây do công đoàn quản lý; nếu có sai sót, vui lòng liên hệ công đoàn cơ sở.
        </Typography.Paragraph>
        <Facts items={fixed} />
      </Card>
      <Card title="Đề nghị cập nhật thông tin">
        {waitingId !== null ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title="Bạn đang có một yêu cầu cập nhật thông tin chờ phê duyệt"
            description={
              <>
                Mỗi lần chỉ gửi được một yêu cầu.{' '}
                <Link to={paths.approval.detail.getHref(waitingId)}>Xem yêu cầu đang chờ</Link>
              </>
            }
          />
        ) : (
          <Typography.Paragraph type="secondary">
            Sửa các thông tin cần thay đổi rồi gửi yêu cầu; chỉ những thông tin đã sửa được gửi đi, và hồ sơ
            được cập nhật khi công đoàn phê duyệt.
          </Typography.Paragraph>
        )}
        <MemberUpdateForm
          member={member}
          initialValues={initialValues}
          onFinish={(values) => void onFinish(values)}
          saving={send.isPending}
          locked={waitingId !== null}
          error={error}
        />
      </Card>
    </Flex>
  );
}
