import { Alert, Button, Card, Skeleton } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { idParam, isNotFound } from '../../../components/status-page';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { useSessionUser } from '../../../lib/use-session-user';
import { useToast } from '../../../lib/use-toast';
import { useMember } from '../api/get-member';
import { useStartUnion } from '../api/get-start-union';
import { type AdmissionCall, MemberForm } from '../components/member-form';
import { MemberNotFound } from '../components/member-not-found';

/**
 * /trade-union/members/create and /edit/:id: one form; saved, on to the member's page. A create
 * starts in the grassroots union the list was filtered by (`?organizationId=`), else in the
 * caller's own when that is a grassroots union.
 * Given the admission call (/trade-union/members/admission, composed by the app), a caller who may
 * only ask for admissions files the new member as a request, then goes on to the request's page.
 */
export function MemberFormPage({ admission }: { admission?: AdmissionCall | undefined }) {
  const params = useParams();
  const [search] = useSearchParams();
  const editing = params.id !== undefined;
  const id = idParam(params.id);
  const navigate = useNavigate();
  const toast = useToast();
  const ability = useAppAbility();
  const user = useSessionUser();
  const member = useMember(editing ? id : null);
  // A new member starts in the caller's own union when the list named none: a chair admits, a board
  // member asks, into theirs (useStartUnion keeps a grassroots union only).
  const startIn = editing
    ? null
    : (idParam(search.get('organizationId') ?? undefined) ?? user?.organizationId ?? null);
  const startUnion = useStartUnion(startIn, ability.can('read', 'organization'));

  if (editing && (id === null || isNotFound(member.error))) return <MemberNotFound />;
  if (member.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={member.error.message}
        action={<Button onClick={() => navigate(paths.members.list.getHref())}>Về danh sách</Button>}
      />
    );
  }
  if ((editing && !member.data) || startUnion.isLoading) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  return (
    <MemberForm
      // A fresh form for each member (initial values are read once).
      key={member.data?.id ?? 'new'}
      member={editing ? member.data : undefined}
      organization={startUnion.data ?? null}
      admission={editing ? undefined : admission}
      onRequested={(request, fullName) => {
        toast.success('Đã gửi đề nghị kết nạp', `${fullName}: đề nghị đang chờ phê duyệt`);
        navigate(paths.approval.detail.getHref(request.id));
      }}
      onSaved={(saved, changed) => {
        if (!editing) toast.success('Đã thêm đoàn viên', saved.fullName);
        else if (changed) toast.success('Đã cập nhật đoàn viên', saved.fullName);
        else toast.info('Không có thay đổi nào để lưu');
        navigate(paths.members.detail.getHref(saved.id));
      }}
      onCancel={() =>
        navigate(editing && id !== null ? paths.members.detail.getHref(id) : paths.members.list.getHref())
      }
    />
  );
}
