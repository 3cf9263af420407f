import {
  STAFF_EMPLOYMENT_LABELS,
  STAFF_EMPLOYMENTS,
  STAFF_GENDER_LABELS,
  STAFF_GENDERS,
  type StaffCreateBody,
  type StaffEmployment,
  type StaffGender,
  type StaffItem,
  type StaffUpdateBody,
  staffCreateBody,
  vietnamDate,
} from '@congdoan/shared';
import { Form, Input, Radio, Row, Select } from 'antd';
import { DateField } from '../../../components/date-field';
import { GridField, SaveForm, useFormSave } from '../../../components/form-modal';
import { OrganizationSelect } from '../../../components/organization-select';
import { PositionSelect } from '../../../components/position-select';
import { RecordFormModal } from '../../../components/record-form-modal';
import { UserSelect } from '../../../components/user-select';
import { useAppAbility } from '../../../lib/ability';
import { rulesFrom } from '../../../lib/form-rules';
import { useToast } from '../../../lib/use-toast';
import { useCreateStaff } from '../api/create-staff';
import { useStaff } from '../api/get-staff';
import { useUpdateStaff } from '../api/update-staff';

// The edit form checks what the create checks: the update takes the same fields, each optional.
const rules = rulesFrom(staffCreateBody);

export interface StaffFormValues {
  organizationId?: number | null;
  fullName?: string;
  gender?: StaffGender | null;
  dateOfBirth?: string | null;
  identity?: string;
  phoneNumber?: string;
  email?: string;
  positionId?: number | null;
  termStart?: string | null;
  termEnd?: string | null;
  employment?: StaffEmployment;
  userId?: number | null;
}

/**
 * The body to send. With `linking` (the caller may change the linked account) an empty account
 * picker unlinks (null); without it userId is left out, which keeps the link as it is.
 */
export function staffBody(
  values: StaffFormValues,
  staffId: number | null,
  linking: boolean,
): StaffCreateBody | StaffUpdateBody {
  const { userId, ...rest } = values;
  const body = { ...rest, ...(linking ? { userId: userId ?? null } : {}) };
  return (staffId === null ? body : { ...body, id: staffId }) as StaffCreateBody | StaffUpdateBody;
}

function initialValues(
  staff: StaffItem | undefined,
  organization: { id: number; name: string } | null,
): StaffFormValues {
  if (!staff) return { employment: 'kiem_nhiem', organizationId: organization?.id ?? null };
  return {
    organizationId: staff.organizationId,
    fullName: staff.fullName,
    gender: staff.gender,
    dateOfBirth: staff.dateOfBirth,
    identity: staff.identity ?? undefined,
    phoneNumber: staff.phoneNumber ?? undefined,
    email: staff.email ?? undefined,
    positionId: staff.positionId,
    termStart: staff.termStart,
    termEnd: staff.termEnd,
    employment: staff.employment,
    userId: staff.userId,
  };
}

interface StaffFormModalProps {
  /** null: a new record. */
  staffId: number | null;
  /** The organisation a new record starts in (the list's filter), if any. */
  organization?: { id: number; name: string } | null;
  onClose: () => void;
}

/** Create or edit a staff record in a modal; the rules come from the shared schemas. */
export function StaffFormModal({ staffId, organization = null, onClose }: StaffFormModalProps) {
  const editing = staffId !== null;
  const staff = useStaff(staffId);
  const ready = !editing || staff.isSuccess;
  return (
    <RecordFormModal
      title={editing ? 'Cập nhật cán bộ công đoàn' : 'Thêm cán bộ công đoàn'}
      formId="staff-form"
      ready={ready}
      error={staff.error}
      onClose={onClose}
    >
      <StaffForm staff={staff.data} organization={organization} onDone={onClose} />
    </RecordFormModal>
  );
}

function StaffForm({
  staff,
  organization,
  onDone,
}: {
  staff: StaffItem | undefined;
  organization: { id: number; name: string } | null;
  onDone: () => void;
}) {
  const editing = staff !== undefined;
  const [form] = Form.useForm<StaffFormValues>();
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const toast = useToast();
  const ability = useAppAbility();
  // Linking writes the account (users.staff_id): the server asks for the right to update users.
  const linking = ability.can('read', 'user') && ability.can('update', 'user');
  const today = vietnamDate();
  const save = useFormSave(form, async (values: StaffFormValues) => {
    const body = staffBody(values, staff?.id ?? null, linking);
    if ('id' in body) await update.mutateAsync(body);
    else await create.mutateAsync(body);
    toast.success(editing ? 'Đã cập nhật cán bộ công đoàn' : 'Đã thêm cán bộ công đoàn', values.fullName);
    onDone();
  });

  return (
    <SaveForm id="staff-form" form={form} save={save} initialValues={initialValues(staff, organization)}>
      <Row gutter={16}>
        <GridField name="fullName" label="Họ và tên" rules={rules('fullName')}>
          <Input autoComplete="off" maxLength={150} />
        </GridField>
        <GridField name="gender" label="Giới tính" rules={rules('gender')}>
          <Select
            allowClear
            placeholder="Chọn giới tính"
            options={STAFF_GENDERS.map((g) => ({ value: g, label: STAFF_GENDER_LABELS[g] }))}
          />
        </GridField>
        <GridField name="dateOfBirth" label="Ngày sinh" rules={rules('dateOfBirth')}>
          <DateField disabledDate={(d) => d.format('YYYY-MM-DD') >= today} />
        </GridField>
        <GridField name="identity" label="Số CCCD" rules={rules('identity')}>
          <Input inputMode="numeric" maxLength={12} autoComplete="off" />
        </GridField>
        <GridField name="phoneNumber" label="Số điện thoại" rules={rules('phoneNumber')}>
          <Input type="tel" autoComplete="off" />
        </GridField>
        <GridField name="email" label="Email" rules={rules('email')}>
          <Input type="email" autoComplete="off" />
        </GridField>
        <GridField wide name="organizationId" label="Đơn vị" rules={rules('organizationId')}>
          <OrganizationSelect
            placeholder="Tìm đơn vị"
            selectedName={staff?.organizationName ?? organization?.name}
          />
        </GridField>
        <GridField name="positionId" label="Chức vụ" rules={rules('positionId')}>
          <PositionSelect selectedName={staff?.positionName} />
        </GridField>
        <GridField name="employment" label="Hình thức" rules={rules('employment')}>
          <Radio.Group
            options={STAFF_EMPLOYMENTS.map((e) => ({ value: e, label: STAFF_EMPLOYMENT_LABELS[e] }))}
          />
        </GridField>
        <GridField name="termStart" label="Bắt đầu nhiệm kỳ" rules={rules('termStart')}>
          <DateField />
        </GridField>
        <GridField
          name="termEnd"
          label="Kết thúc nhiệm kỳ"
          rules={rules('termEnd')}
          dependencies={['termStart']}
          extra="Để trống nếu chưa xác định"
        >
          <DateField />
        </GridField>
        {linking && (
          <GridField
            wide
            name="userId"
            label="Tài khoản liên kết"
            rules={rules('userId')}
            extra="Không bắt buộc. Mỗi tài khoản chỉ gắn với một cán bộ."
          >
            <UserSelect
              placeholder="Tìm tài khoản theo tên, tên đăng nhập, email"
              selectedName={staff?.userFullName ?? staff?.username}
            />
          </GridField>
        )}
      </Row>
    </SaveForm>
  );
}
