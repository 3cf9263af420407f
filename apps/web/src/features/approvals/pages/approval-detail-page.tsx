import { ArrowLeftOutlined, CheckOutlined, CloseOutlined, StopOutlined } from '@ant-design/icons';
import type { ApprovalDetail } from '@congdoan/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { RecordPage } from '../../../components/record-page';
import { idParam, NotFoundState } from '../../../components/status-page';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { useBreadcrumbParent } from '../../../lib/breadcrumb-parent';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSessionUser } from '../../../lib/use-session-user';
import { useToast } from '../../../lib/use-toast';
import { useCancelRequest } from '../api/decide-approval';
import { approvalQuery, useApproval } from '../api/get-approval';
import { ApprovalChangesTable } from '../components/approval-changes-table';
import { ApprovalStateTag, kindLabel } from '../components/approval-tags';
import { type Decision, DecisionModal } from '../components/decision-modal';
import { Facts } from '../components/facts';

export const STALE_WARNING = 'Hồ sơ đã thay đổi từ khi gửi yêu cầu';

/** /trade-union/approval/detail/:id: one request, its changes side by side, and its decision. */
export function ApprovalDetailPage() {
  const { id: rawId } = useParams();
  const id = idParam(rawId);
  const detail = useApproval(id);
  return (
    <RecordPage
      id={id}
      query={detail}
      notFound={
        <NotFoundState
          title="Không tìm thấy yêu cầu"
          subTitle="Yêu cầu không tồn tại hoặc bạn không có quyền xem."
          back={{ to: paths.approval.myRequests.getHref(), label: 'Yêu cầu của tôi' }}
        />
      }
    >
      {(request) => <ApprovalDetailView request={request} />}
    </RecordPage>
  );
}

const orDash = (text: string | null | undefined) => text || '—';

const LISTS = {
  pending: { to: paths.approval.pending.getHref(), label: 'Yêu cầu chờ phê duyệt' },
  mine: { to: paths.approval.myRequests.getHref(), label: 'Yêu cầu của tôi' },
  history: { to: paths.approval.history.getHref(), label: 'Lịch sử phê duyệt' },
};

/**
 * The list a request belongs to for this caller, which its breadcrumbs and back button name: the
 * one it waits in for them, the one they sent it from, or the one it was decided in.
 */
function listOf(r: ApprovalDetail, userId: number | null, approver: boolean) {
  if (r.canDecide && approver) return LISTS.pending;
  if (!approver || r.requestedBy === userId) return LISTS.mine;
  return r.state === 'cho_duyet' ? LISTS.pending : LISTS.history;
}

/** The page of a loaded request (rendered on its own by the tests). */
export function ApprovalDetailView({ request: r }: { request: ApprovalDetail }) {
  const ability = useAppAbility();
  const client = useQueryClient();
  const toast = useToast();
  const cancel = useCancelRequest();
  const [modal, modalHolder] = Modal.useModal();
  const [decision, setDecision] = useState<Decision | null>(null);
  const user = useSessionUser();
  const canDecide = r.canDecide && ability.can('approve', 'approval');
  const detailKey = approvalQuery(r.id).queryKey;
  const show = (decided: ApprovalDetail) => client.setQueryData(detailKey, decided);
  const reload = () => void client.invalidateQueries({ queryKey: detailKey });

  const confirmCancel = () =>
    modal.confirm({
      title: 'Hủy yêu cầu',
      content: 'Hủy yêu cầu này? Người phê duyệt sẽ không xử lý yêu cầu đã hủy.',
      okText: 'Hủy yêu cầu',
      okButtonProps: { danger: true },
      cancelText: 'Đóng',
      onOk: () =>
        cancel.mutateAsync(r.id).then(
          (cancelled) => {
            show(cancelled);
            toast.success('Đã hủy yêu cầu');
          },
          (error: unknown) => {
            toast.error(error);
            reload();
          },
        ),
    });

  const back = listOf(r, user?.id ?? null, ability.can('approve', 'approval'));
  useBreadcrumbParent(back.to);
  const decided = r.state === 'da_duyet' || r.state === 'tu_choi';
  const items = [
    { key: 'kind', label: 'Loại yêu cầu', children: kindLabel(r.kind) },
    { key: 'state', label: 'Trạng thái', children: <ApprovalStateTag state={r.state} /> },
    {
      key: 'member',
      label: 'Đoàn viên',
      // an approved admission names the member it admitted
      children:
        r.memberId !== null && r.memberName && ability.can('detail', 'member') ? (
          <Link to={paths.members.detail.getHref(r.memberId)}>{r.memberName}</Link>
        ) : (
          orDash(r.memberName)
        ),
    },
    { key: 'organization', label: 'Đơn vị phê duyệt', children: r.organizationName },
    ...(r.fromOrganizationName
      ? [{ key: 'from', label: 'Chuyển từ đơn vị', children: r.fromOrganizationName }]
      : []),
    { key: 'requester', label: 'Người đề nghị', children: orDash(r.requesterName) },
    { key: 'createdAt', label: 'Thời gian gửi', children: formatDateTime(r.createdAt) },
    { key: 'note', label: 'Ghi chú', children: orDash(r.note) },
    ...(decided || r.state === 'da_huy'
      ? [
          {
            key: 'decidedAt',
            label: r.state === 'da_huy' ? 'Thời gian hủy' : 'Thời gian xử lý',
            children: r.decidedAt ? formatDateTime(r.decidedAt) : formatDateTime(r.updatedAt),
          },
        ]
      : []),
    ...(decided
      ? [
          { key: 'decider', label: 'Người xử lý', children: orDash(r.deciderName) },
          {
            key: 'decisionNote',
            label: r.state === 'tu_choi' ? 'Lý do từ chối' : 'Ý kiến phê duyệt',
            children: orDash(r.decisionNote),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      {modalHolder}
      <Card>
        <Flex justify="space-between" align="flex-start" gap={16} wrap>
          <Typography.Title level={4} style={{ margin: 0, flex: '1 1 320px', minWidth: 0 }}>
            {kindLabel(r.kind)}
            {r.memberName ? `: ${r.memberName}` : ''}
          </Typography.Title>
          <Space wrap>
            <Link to={back.to}>
              <Button icon={<ArrowLeftOutlined />}>{back.label}</Button>
            </Link>
            {r.canCancel && (
              <Button danger icon={<StopOutlined />} loading={cancel.isPending} onClick={confirmCancel}>
                Hủy yêu cầu
              </Button>
            )}
            {canDecide && (
              <>
                <Button danger icon={<CloseOutlined />} onClick={() => setDecision('reject')}>
                  Từ chối
                </Button>
                <Button
                  type="primary"
                  icon={<CheckOutlined />}
                  disabled={r.stale}
                  onClick={() => setDecision('approve')}
                >
                  Phê duyệt
                </Button>
              </>
            )}
          </Space>
        </Flex>
        {r.stale && (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 16 }}
            title={`${STALE_WARNING}…`}
            description={
              r.kind === 'chuyen_sinh_hoat'
                ? 'Đơn vị hoặc trạng thái của đoàn viên đã đổi sau khi gửi yêu cầu, nên yêu cầu không thể được phê duyệt. Hãy từ chối và đề nghị gửi lại nếu cần.'
                : 'Các giá trị hiện tại được đánh dấu đã khác với lúc gửi yêu cầu, nên yêu cầu không thể được phê duyệt. Hãy từ chối và đề nghị gửi lại nếu cần.'
            }
          />
        )}
        <div style={{ marginTop: 16 }}>
          <Facts items={items} />
        </div>
      </Card>
      <Card title="Thông tin đề nghị thay đổi" role="region" aria-label="Thông tin đề nghị thay đổi">
        <ApprovalChangesTable request={r} />
      </Card>
      {decision && (
        <DecisionModal
          decision={decision}
          request={r}
          onDone={(next) => {
            show(next);
            setDecision(null);
          }}
          onFailed={reload}
          onClose={() => setDecision(null)}
        />
      )}
    </Flex>
  );
}
