import { ApartmentOutlined, DeleteOutlined, EditOutlined, SwapOutlined } from '@ant-design/icons';
import { MEMBER_GENDER_LABELS, type MemberDetail } from '@congdoan/shared';
import {
  Breadcrumb,
  Button,
  Card,
  Descriptions,
  type DescriptionsProps,
  Flex,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ChangeHistory } from '../../../components/change-history';
import { RecordHeader, RecordPage, useDeleteAndLeave } from '../../../components/record-page';
import { idParam } from '../../../components/status-page';
import { UrlTabs } from '../../../components/url-tabs';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { formatDate } from '../../../lib/format-date-time';
import { ROOT } from '../../../lib/query-keys';
import { useCompactList } from '../../../lib/use-compact-list';
import { useDeleteMember } from '../api/delete-member';
import { useMember } from '../api/get-member';
import { ChangeStatusDialog, canChangeStatus } from '../components/change-status-dialog';
import { MemberEventsTimeline } from '../components/member-events-timeline';
import { describeMemberChanges, memberActionLabel } from '../components/member-history-format';
import { MemberNotFound } from '../components/member-not-found';
import { MemberStatusTag } from '../components/member-status-tag';

const dash = (v: string | null | undefined) => (v ? v : '—');
const date = (v: string | null | undefined) => dash(formatDate(v));
/** A ward and the free text beside it, as one line. */
const place = (ward: string | null, text: string | null) => dash([text, ward].filter(Boolean).join(', '));

type Items = NonNullable<DescriptionsProps['items']>;

function personalItems(m: MemberDetail): Items {
  return [
    { key: 'fullName', label: 'Họ và tên', children: m.fullName },
    { key: 'dateOfBirth', label: 'Ngày sinh', children: date(m.dateOfBirth) },
    { key: 'gender', label: 'Giới tính', children: MEMBER_GENDER_LABELS[m.gender] },
    { key: 'identity', label: 'Số CCCD', children: dash(m.identity) },
    { key: 'ethnicity', label: 'Dân tộc', children: dash(m.ethnicityName) },
    { key: 'religion', label: 'Tôn giáo', children: dash(m.religionName) },
    { key: 'nationality', label: 'Quốc tịch', children: dash(m.nationalityName) },
  ];
}

function contactItems(m: MemberDetail): Items {
  return [
    { key: 'phone', label: 'Số điện thoại', children: dash(m.phoneNumber) },
    { key: 'email', label: 'Email', children: dash(m.email) },
    { key: 'hometown', label: 'Quê quán', children: place(m.hometownWardName, m.hometown) },
    { key: 'address', label: 'Nơi ở hiện nay', children: place(m.addressWardName, m.address) },
  ];
}

function qualificationItems(m: MemberDetail): Items {
  return [
    { key: 'education', label: 'Trình độ học vấn', children: dash(m.educationLevelName) },
    { key: 'qualification', label: 'Trình độ chuyên môn', children: dash(m.qualificationName) },
    { key: 'title', label: 'Chức danh nghề nghiệp', children: dash(m.professionalTitleName) },
    { key: 'degree', label: 'Học vị', children: dash(m.academicDegreeName) },
    { key: 'rank', label: 'Học hàm', children: dash(m.academicRankName) },
    { key: 'language', label: 'Ngoại ngữ', children: dash(m.foreignLanguageName) },
    { key: 'it', label: 'Trình độ tin học', children: dash(m.itDegreeTypeName) },
    { key: 'occupation', label: 'Nghề nghiệp', children: dash(m.occupation) },
    { key: 'department', label: 'Phòng ban, bộ phận', children: dash(m.department) },
  ];
}

function unionItems(m: MemberDetail): Items {
  return [
    { key: 'organization', label: 'Công đoàn cơ sở', children: m.organizationName },
    { key: 'joinedAt', label: 'Ngày vào công đoàn', children: date(m.joinedAt) },
    { key: 'cardNumber', label: 'Số thẻ đoàn viên', children: m.cardNumber },
    { key: 'cardIssuedAt', label: 'Ngày cấp thẻ', children: date(m.cardIssuedAt) },
    { key: 'partyMember', label: 'Đảng viên', children: m.partyMember ? 'Có' : 'Không' },
    {
      key: 'status',
      label: 'Trạng thái',
      children: (
        <Space size={4} wrap>
          <MemberStatusTag status={m.status} />
          {m.statusChangedAt && <span>từ {formatDate(m.statusChangedAt)}</span>}
        </Space>
      ),
    },
    ...(m.statusReason ? [{ key: 'statusReason', label: 'Lý do', children: m.statusReason }] : []),
    {
      key: 'account',
      label: 'Tài khoản đăng nhập',
      children: m.username ? m.username : 'Chưa liên kết',
    },
  ];
}

function Section({ title, items }: { title: string; items: Items }) {
  // A phone's one column leaves the value the room a fixed label width would take.
  const compact = useCompactList();
  return (
    <Card title={title} size="small">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        styles={{ label: { width: compact ? 120 : 180 } }}
        items={items}
      />
    </Card>
  );
}

/** The union's place: the province down to the member's grassroots union. */
function OrganizationPath({ member }: { member: MemberDetail }) {
  const path = member.organizationPath.length
    ? member.organizationPath
    : [{ id: member.organizationId, name: member.organizationName }];
  return (
    <Flex gap={8} align="flex-start">
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        <ApartmentOutlined /> Đơn vị:
      </Typography.Text>
      <Breadcrumb
        style={{ flex: '1 1 0', minWidth: 0 }}
        items={path.map((o) => ({ key: o.id, title: o.name }))}
      />
    </Flex>
  );
}

/** /trade-union/members/detail/:id: a member's record, place, history and the actions on it. */
export function MemberDetailPage() {
  const { id: rawId } = useParams();
  const id = idParam(rawId);
  const detail = useMember(id);
  return (
    <RecordPage id={id} query={detail} notFound={<MemberNotFound />}>
      {(member) => <MemberDetailView member={member} />}
    </RecordPage>
  );
}

/** The page of a loaded member (rendered on its own by the tests). */
export function MemberDetailView({ member: m }: { member: MemberDetail }) {
  const ability = useAppAbility();
  const remove = useDeleteMember();
  const { confirmDelete: ask, modalHolder } = useDeleteAndLeave();
  const [changing, setChanging] = useState(false);
  const can = (action: 'update' | 'delete') => ability.can(action, 'member');

  const confirmDelete = () =>
    ask({
      title: 'Xóa đoàn viên',
      content: `Xóa hồ sơ đoàn viên ${m.fullName}? Quá trình sinh hoạt của đoàn viên cũng bị xóa. Nếu đoàn viên chỉ thôi sinh hoạt hay chuyển đi, hãy đổi trạng thái thay vì xóa.`,
      remove: () => remove.mutateAsync(m.id),
      done: 'Đã xóa đoàn viên',
      name: m.fullName,
      list: paths.members.list.getHref(),
    });

  const tabs = [
    {
      key: 'events',
      label: `Quá trình sinh hoạt (${m.events.length})`,
      children: <MemberEventsTimeline events={m.events} />,
    },
    {
      key: 'history',
      label: 'Lịch sử chỉnh sửa',
      children: (
        <ChangeHistory
          subject="member"
          recordId={m.id}
          ownerKey={ROOT.members}
          actionLabel={memberActionLabel}
          describe={describeMemberChanges}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      {modalHolder}
      <RecordHeader
        title={m.fullName}
        tags={
          <>
            <MemberStatusTag status={m.status} />
            {m.statusChangedAt && (
              <Typography.Text type="secondary">từ {formatDate(m.statusChangedAt)}</Typography.Text>
            )}
            <Typography.Text type="secondary">Số thẻ {m.cardNumber}</Typography.Text>
          </>
        }
        facts={
          <>
            {m.statusReason && m.status !== 'dang_sinh_hoat' && (
              <Typography.Text>Lý do: {m.statusReason}</Typography.Text>
            )}
            <OrganizationPath member={m} />
          </>
        }
        list={paths.members.list.getHref()}
        actions={
          <>
            {can('update') && (
              <Link to={paths.members.edit.getHref(m.id)}>
                <Button type="primary" icon={<EditOutlined />}>
                  Sửa
                </Button>
              </Link>
            )}
            {can('update') && canChangeStatus(m.status) && (
              <Button icon={<SwapOutlined />} onClick={() => setChanging(true)}>
                Đổi trạng thái
              </Button>
            )}
            {can('delete') && (
              <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
                Xóa
              </Button>
            )}
          </>
        }
      />
      <Section title="Thông tin cá nhân" items={personalItems(m)} />
      <Section title="Liên hệ và địa chỉ" items={contactItems(m)} />
      <Section title="Trình độ" items={qualificationItems(m)} />
      <Section title="Công đoàn" items={unionItems(m)} />
      <Card>
        <UrlTabs items={tabs} />
      </Card>
      {changing && <ChangeStatusDialog member={m} onClose={() => setChanging(false)} />}
    </Flex>
  );
}
