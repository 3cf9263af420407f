import {
  type AdmissionRequestBody,
  APPROVAL_NOTE_MAX,
  admissionRequestBody,
  type CategoryKind,
  MEMBER_ADDRESS_MAX,
  MEMBER_GENDER_LABELS,
  MEMBER_GENDERS,
  MEMBER_TEXT_MAX,
  type MemberDetail,
  type MemberItem,
  memberCreateBody,
  vietnamDate,
} from '@congdoan/shared';
import { Alert, Card, Checkbox, Col, Form, Input, Radio, Row } from 'antd';
import { useState } from 'react';
import { DateField } from '../../../components/date-field';
import { PageForm, showFieldProblems } from '../../../components/page-form';
import { UserSelect } from '../../../components/user-select';
import { WardSelect } from '../../../components/ward-select';
import { asksForAdmission, useAppAbility } from '../../../lib/ability';
import { rulesFrom } from '../../../lib/form-rules';
import { type FieldProblem, serverFieldProblems } from '../../../lib/server-field-problems';
import { useSessionUser } from '../../../lib/use-session-user';
import { useCreateMember } from '../api/create-member';
import { useUpdateMember } from '../api/update-member';
import {
  admissionBody,
  type CATEGORY_FIELDS,
  hasChanges,
  type MemberFormValues,
  memberChanges,
  memberFormValues,
  newMemberBody,
  newMemberValues,
} from './member-form-values';
import { CategorySelect, GrassrootsSelect } from './member-selects';

// The edit form checks what the create checks: the update takes the same fields, each optional.
const rules = rulesFrom(memberCreateBody);
const requestRules = rulesFrom(admissionRequestBody);

/** The field a refusal without details is about. */
const FIELD_OF_CODE: Record<string, keyof MemberFormValues> = {
  member_identity_exists: 'identity',
  member_card_number_exists: 'cardNumber',
  member_card_number_locked: 'cardNumber',
  member_user_taken: 'userId',
  member_organization_invalid: 'organizationId',
};

const third = { xs: 24, md: 12, lg: 8 };
const half = { xs: 24, md: 12 };

/**
 * The call that files a new member as an admission request (POST approval/admission), as a
 * TanStack mutation gives it. It is the approvals feature's: the app page composes it here, as
 * features do not import each other.
 */
export interface AdmissionCall {
  mutateAsync: (body: AdmissionRequestBody) => Promise<{ id: number }>;
  isPending: boolean;
  error: Error | null;
}

/** What a new member's form sent: the member admitted, or the admission request filed. */
export type NewMemberSent =
  | { member: Pick<MemberItem, 'id' | 'fullName'> }
  | { request: { id: number }; fullName: string };

/**
 * How a new member is sent: straight in (member/create), or, when the page gives the admission
 * call and the caller may ask for admissions but not admit (`asksForAdmission`), as a request
 * for the nearest approvers to decide (approval/admission).
 */
export function useNewMemberSend(admission: AdmissionCall | undefined) {
  const ability = useAppAbility();
  const create = useCreateMember();
  const asking = admission !== undefined && asksForAdmission(ability);
  // Linking writes the account: the server asks for the right to update users.
  const linking = ability.can('read', 'user') && ability.can('update', 'user');
  const send = async (values: MemberFormValues): Promise<NewMemberSent> => {
    if (!asking) return { member: await create.mutateAsync(newMemberBody(values, linking)) };
    const body = admissionBody(values);
    return { request: await admission.mutateAsync(body), fullName: body.member.fullName };
  };
  return {
    asking,
    linking,
    send,
    isPending: asking ? admission.isPending : create.isPending,
    error: asking ? admission.error : create.error,
  };
}

/** A refusal of an admission request names the member's fields under `member.`: the form's own. */
const unwrapMember = (problems: FieldProblem[]) =>
  problems.map((p) => (p.name[0] === 'member' ? { ...p, name: p.name.slice(1) } : p));

interface MemberFormProps {
  /** The member being edited; absent to add one. */
  member?: MemberDetail | undefined;
  /** The organisation a new member starts in (the list's filter), if any. */
  organization?: { id: number; name: string } | null | undefined;
  /** Saved: `changed` false when an edit had nothing to send. */
  onSaved: (saved: Pick<MemberItem, 'id' | 'fullName'>, changed: boolean) => void;
  /**
   * A new member of a caller who may not admit goes out as an admission request through this call
   * (see `useNewMemberSend`); `onRequested` is told the request filed.
   */
  admission?: AdmissionCall | undefined;
  onRequested?: (request: { id: number }, fullName: string) => void;
  onCancel: () => void;
}

/**
 * Add or edit a member, in sections; the rules and their messages come from the shared schema.
 * An edit sends only what changed; the organisation changes by transfer, not here. A caller who
 * may only ask for admissions fills the same form, without the card number and the account (the
 * approval admits and numbers the member), with a note for the approver.
 */
export function MemberForm({
  member,
  organization,
  onSaved,
  admission,
  onRequested,
  onCancel,
}: MemberFormProps) {
  const [form] = Form.useForm<MemberFormValues>();
  const added = useNewMemberSend(admission);
  const update = useUpdateMember();
  const user = useSessionUser();
  const editing = member !== undefined;
  const asking = !editing && added.asking;
  const save = editing ? update : added;
  const linking = added.linking && !asking;
  // An issued card number is the province's to change (member_card_number_locked).
  const cardEditable = !editing || user?.scope === 'province';
  const [initial] = useState<MemberFormValues>(() =>
    member ? memberFormValues(member) : newMemberValues(organization?.id),
  );
  const today = vietnamDate();

  const showProblems = (error: unknown) =>
    showFieldProblems(form, unwrapMember(serverFieldProblems(error, FIELD_OF_CODE)));

  const onFinish = (values: MemberFormValues) => {
    if (member) {
      const body = memberChanges(member.id, values, initial, { linking, cardNumber: cardEditable });
      if (!hasChanges(body)) return onSaved(member, false);
      update.mutate(body, { onError: showProblems, onSuccess: (saved) => onSaved(saved, true) });
    } else {
      added.send(values).then((sent) => {
        if ('member' in sent) onSaved(sent.member, true);
        else onRequested?.(sent.request, sent.fullName);
      }, showProblems);
    }
  };

  const category = (
    name: (typeof CATEGORY_FIELDS)[number],
    label: string,
    kind: CategoryKind,
    selectedName?: string | null,
  ) => (
    <Col {...third}>
      <Form.Item name={name} label={label} rules={rules(name)}>
        <CategorySelect kind={kind} selectedName={selectedName} placeholder={`Chọn ${label.toLowerCase()}`} />
      </Form.Item>
    </Col>
  );

  return (
    <PageForm<MemberFormValues>
      form={form}
      initialValues={initial}
      onFinish={onFinish}
      saving={save.isPending}
      error={save.error}
      submitText={editing ? 'Lưu thay đổi' : asking ? 'Gửi đề nghị kết nạp' : 'Thêm đoàn viên'}
      onCancel={onCancel}
    >
      {asking && (
        <Alert
          type="info"
          showIcon
          title="Hồ sơ được gửi đi dưới dạng đề nghị kết nạp"
          description="Đề nghị chờ người có thẩm quyền phê duyệt; khi được duyệt, đoàn viên được kết nạp và cấp số thẻ. Bạn theo dõi đề nghị tại mục Yêu cầu của tôi."
        />
      )}
      <Card title="Thông tin cá nhân">
        <Row gutter={16}>
          <Col xs={24} lg={16}>
            <Form.Item name="fullName" label="Họ và tên" rules={rules('fullName')}>
              <Input maxLength={150} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="gender" label="Giới tính" rules={rules('gender')}>
              <Radio.Group
                options={MEMBER_GENDERS.map((g) => ({ value: g, label: MEMBER_GENDER_LABELS[g] }))}
              />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="dateOfBirth" label="Ngày sinh" rules={rules('dateOfBirth')}>
              <DateField disabledDate={(d) => d.format('YYYY-MM-DD') >= today} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="identity" label="Số CCCD" rules={rules('identity')}>
              <Input inputMode="numeric" maxLength={12} autoComplete="off" />
            </Form.Item>
          </Col>
          {category('ethnicityId', 'Dân tộc', 'ethnics', member?.ethnicityName)}
          {category('religionId', 'Tôn giáo', 'religions', member?.religionName)}
          {category('nationalityId', 'Quốc tịch', 'nations', member?.nationalityName)}
        </Row>
      </Card>

      <Card title="Liên hệ và địa chỉ">
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="phoneNumber" label="Số điện thoại" rules={rules('phoneNumber')}>
              <Input type="tel" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="email" label="Email" rules={rules('email')}>
              <Input type="email" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="hometownWardId" label="Quê quán (xã/phường)" rules={rules('hometownWardId')}>
              <WardSelect selectedName={member?.hometownWardName} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="hometown"
              label="Quê quán (ghi rõ)"
              rules={rules('hometown')}
              extra="Thôn/xóm, hoặc nơi ngoài tỉnh"
            >
              <Input maxLength={MEMBER_ADDRESS_MAX} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="addressWardId" label="Nơi ở hiện nay (xã/phường)" rules={rules('addressWardId')}>
              <WardSelect selectedName={member?.addressWardName} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="address"
              label="Nơi ở hiện nay (ghi rõ)"
              rules={rules('address')}
              extra="Số nhà, đường, thôn/xóm"
            >
              <Input maxLength={MEMBER_ADDRESS_MAX} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title="Trình độ">
        <Row gutter={16}>
          {category('educationLevelId', 'Trình độ học vấn', 'educationLevels', member?.educationLevelName)}
          {category('qualificationId', 'Trình độ chuyên môn', 'qualifications', member?.qualificationName)}
          {category(
            'professionalTitleId',
            'Chức danh nghề nghiệp',
            'professionalTitles',
            member?.professionalTitleName,
          )}
          {category('academicDegreeId', 'Học vị', 'academicDegrees', member?.academicDegreeName)}
          {category('academicRankId', 'Học hàm', 'academicRanks', member?.academicRankName)}
          {category('foreignLanguageId', 'Ngoại ngữ', 'foreignLanguages', member?.foreignLanguageName)}
          {category('itDegreeTypeId', 'Trình độ tin học', 'itDegreeTypes', member?.itDegreeTypeName)}
          <Col {...third}>
            <Form.Item name="occupation" label="Nghề nghiệp" rules={rules('occupation')}>
              <Input maxLength={MEMBER_TEXT_MAX} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="department" label="Phòng ban, bộ phận" rules={rules('department')}>
              <Input maxLength={MEMBER_TEXT_MAX} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title="Công đoàn">
        <Row gutter={16}>
          <Col xs={24} lg={16}>
            {member ? (
              <Form.Item label="Công đoàn cơ sở" extra="Đổi công đoàn cơ sở bằng chức năng chuyển sinh hoạt">
                <Input value={member.organizationName} disabled aria-label="Công đoàn cơ sở" />
              </Form.Item>
            ) : (
              <Form.Item name="organizationId" label="Công đoàn cơ sở" rules={rules('organizationId')}>
                <GrassrootsSelect placeholder="Tìm công đoàn cơ sở" selectedName={organization?.name} />
              </Form.Item>
            )}
          </Col>
          <Col {...third}>
            <Form.Item
              name="joinedAt"
              label="Ngày vào công đoàn"
              rules={rules('joinedAt')}
              dependencies={['dateOfBirth']}
            >
              <DateField disabledDate={(d) => d.format('YYYY-MM-DD') > today} />
            </Form.Item>
          </Col>
          {!asking && (
            <Col {...third}>
              <Form.Item
                name="cardNumber"
                label="Số thẻ đoàn viên"
                rules={cardEditable ? rules('cardNumber') : []}
                extra={
                  !editing
                    ? 'Để trống: hệ thống tự cấp số thẻ (DV, năm và 6 chữ số, ví dụ DV2026000123)'
                    : cardEditable
                      ? undefined
                      : 'Chỉ Liên đoàn Lao động tỉnh được sửa số thẻ đã cấp'
                }
              >
                <Input
                  maxLength={20}
                  autoComplete="off"
                  disabled={!cardEditable}
                  style={{ textTransform: 'uppercase' }}
                />
              </Form.Item>
            </Col>
          )}
          {/* A request's card is numbered and issued when it is approved. */}
          {!asking && (
            <Col {...third}>
              <Form.Item name="cardIssuedAt" label="Ngày cấp thẻ" rules={rules('cardIssuedAt')}>
                <DateField disabledDate={(d) => d.format('YYYY-MM-DD') > today} />
              </Form.Item>
            </Col>
          )}
          <Col {...third}>
            <Form.Item name="partyMember" label="Đảng viên" valuePropName="checked">
              <Checkbox>Là đảng viên Đảng Cộng sản Việt Nam</Checkbox>
            </Form.Item>
          </Col>
        </Row>
      </Card>

      {asking && (
        <Card title="Đề nghị kết nạp">
          <Form.Item
            name="note"
            label="Ghi chú cho người phê duyệt"
            rules={requestRules('note')}
            extra="Không bắt buộc. Ví dụ: đã có đơn xin gia nhập công đoàn."
            style={{ marginBottom: 0 }}
          >
            <Input.TextArea rows={3} maxLength={APPROVAL_NOTE_MAX} showCount />
          </Form.Item>
        </Card>
      )}

      {linking && (
        <Card title="Tài khoản đăng nhập">
          <Form.Item
            name="userId"
            label="Tài khoản liên kết"
            rules={rules('userId')}
            extra="Không bắt buộc. Đoàn viên đăng nhập bằng tài khoản này để xem hồ sơ của mình; mỗi tài khoản chỉ gắn với một đoàn viên."
            style={{ marginBottom: 0 }}
          >
            <UserSelect
              placeholder="Tìm tài khoản theo tên, tên đăng nhập, email"
              selectedName={member?.username}
            />
          </Form.Item>
        </Card>
      )}
    </PageForm>
  );
}
