import {
  APPROVAL_NOTE_MAX,
  MEMBER_CATEGORY_FIELDS,
  type MemberCategoryField,
  type MemberItem,
  memberFields,
} from '@congdoan/shared';
import { Alert, Button, Col, Form, Input, Row } from 'antd';
import { WardSelect } from '../../../components/ward-select';
import { rulesFrom } from '../../../lib/form-rules';
import { CategorySelect } from './category-select';
import { MEMBER_FIELD_LABELS } from './member-field-labels';
import type { SelfUpdateValues } from './self-update-values';

const rules = rulesFrom(memberFields);
/** The name the record holds beside a category id (`ethnicityId` → `ethnicityName`). */
const nameOf = (member: MemberItem, field: MemberCategoryField) =>
  member[`${field.slice(0, -'Id'.length)}Name` as keyof MemberItem] as string | null;

export type MemberUpdateFormValues = SelfUpdateValues & { note?: string };

interface MemberUpdateFormProps {
  member: MemberItem;
  initialValues: SelfUpdateValues;
  onFinish: (values: MemberUpdateFormValues) => void;
  saving: boolean;
  /** A request already waits: the form shows, the submit does not. */
  locked: boolean;
  error: string | null;
}

const text = (field: 'phoneNumber' | 'email' | 'hometown' | 'address' | 'occupation' | 'department') => (
  <Form.Item name={field} label={MEMBER_FIELD_LABELS[field]} rules={rules(field)}>
    <Input allowClear />
  </Form.Item>
);

/** The fields a member may ask to change on their own record, prefilled with its values. */
export function MemberUpdateForm({
  member,
  initialValues,
  onFinish,
  saving,
  locked,
  error,
}: MemberUpdateFormProps) {
  const [form] = Form.useForm<MemberUpdateFormValues>();
  const category = (field: MemberCategoryField) => (
    <Form.Item name={field} label={MEMBER_FIELD_LABELS[field]}>
      <CategorySelect kind={MEMBER_CATEGORY_FIELDS[field]} selectedName={nameOf(member, field)} />
    </Form.Item>
  );
  return (
    <Form<MemberUpdateFormValues>
      noValidate
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      disabled={saving || locked}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {text('phoneNumber')}
        </Col>
        <Col xs={24} md={12}>
          {text('email')}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="addressWardId" label={MEMBER_FIELD_LABELS.addressWardId}>
            <WardSelect selectedName={member.addressWardName} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {text('address')}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="hometownWardId" label={MEMBER_FIELD_LABELS.hometownWardId}>
            <WardSelect selectedName={member.hometownWardName} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {text('hometown')}
        </Col>
        <Col xs={24} md={12}>
          {category('ethnicityId')}
        </Col>
        <Col xs={24} md={12}>
          {category('religionId')}
        </Col>
        <Col xs={24} md={12}>
          {category('educationLevelId')}
        </Col>
        <Col xs={24} md={12}>
          {category('qualificationId')}
        </Col>
        <Col xs={24} md={12}>
          {category('professionalTitleId')}
        </Col>
        <Col xs={24} md={12}>
          {category('academicDegreeId')}
        </Col>
        <Col xs={24} md={12}>
          {category('academicRankId')}
        </Col>
        <Col xs={24} md={12}>
          {category('foreignLanguageId')}
        </Col>
        <Col xs={24} md={12}>
          {category('itDegreeTypeId')}
        </Col>
        <Col xs={24} md={12}>
          {text('occupation')}
        </Col>
        <Col xs={24} md={12}>
          {text('department')}
        </Col>
        <Col xs={24}>
          <Form.Item name="note" label="Ghi chú cho người phê duyệt">
            <Input.TextArea rows={3} maxLength={APPROVAL_NOTE_MAX} />
          </Form.Item>
        </Col>
      </Row>
      {!locked && (
        <Button type="primary" htmlType="submit" loading={saving}>
          Gửi yêu cầu
        </Button>
      )}
    </Form>
  );
}
