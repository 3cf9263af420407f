import {
  type DynamicFieldSchema,
  ORGANIZATION_LEVEL_LABELS,
  ORGANIZATION_LEVELS,
  ORGANIZATION_STATUS_LABELS,
  ORGANIZATION_STATUSES,
  type OrganizationDetail,
  type OrganizationItem,
  organizationFields,
} from '@congdoan/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Flex, Form, Input, InputNumber, Row, Select } from 'antd';
import { IndustrialZoneSelect } from '../../../components/industrial-zone-select';
import { OrganizationCodeSelect } from '../../../components/organization-select';
import { WardSelect } from '../../../components/ward-select';
import { rulesFrom } from '../../../lib/form-rules';
import { organizationQuery } from '../api/get-organization';
import { useSaveOrganization } from '../api/save-organization';
import { ChoiceSelect } from './choice-select';
import { CustomFieldInput } from './custom-field-input';
import {
  INHERITED_PLACE_FIELDS,
  newOrganizationValues,
  type OrganizationFormValues,
  organizationBody,
  organizationFormValues,
  placesFromParent,
  serverFieldProblems,
} from './organization-form-values';

const rules = rulesFrom(organizationFields);
const thisYear = new Date().getFullYear();

interface OrganizationFormProps {
  /** The organisation being edited; absent to create one. */
  organization?: OrganizationDetail | undefined;
  fields: readonly DynamicFieldSchema[];
  onSaved: (saved: OrganizationItem) => void;
  onCancel: () => void;
}

/** Create or edit an organisation: its fields, then 'Thông tin bổ sung' with one input per custom field. */
export function OrganizationForm({ organization, fields, onSaved, onCancel }: OrganizationFormProps) {
  const [form] = Form.useForm<OrganizationFormValues>();
  const save = useSaveOrganization();
  const editing = organization !== undefined;
  // A union that keeps member records has its members counted, not typed.
  const counted = (organization?.memberRecordCount ?? 0) > 0;
  const queryClient = useQueryClient();

  // A new organisation lies where its parent lies: the parent's ward and zone fill what is empty.
  const followParent = (parentId: number | null | undefined) => {
    if (editing || parentId === null || parentId === undefined) return;
    queryClient.fetchQuery(organizationQuery(parentId)).then(
      (parent) => {
        if (form.getFieldValue('organizationParentId') !== parentId) return; // chosen again since
        const places = placesFromParent(parent, form.getFieldsValue([...INHERITED_PLACE_FIELDS]), (field) =>
          form.isFieldTouched(field),
        );
        // Untouched: what follows the parent keeps following it (setFieldsValue would mark it chosen).
        form.setFields(
          Object.entries(places).map(([name, value]) => ({ name, value, touched: false, errors: [] })),
        );
      },
      // Only a convenience: the fields stay as they are and the server inherits them anyway.
      () => undefined,
    );
  };

  const onFinish = (values: OrganizationFormValues) => {
    const built = organizationBody(values, fields, organization?.id ?? null);
    if ('problems' in built) {
      form.setFields(built.problems);
      return;
    }
    save.mutate(built.body, {
      onSuccess: onSaved,
      onError: (error) => {
        const problems = serverFieldProblems(error);
        if (problems.length) {
          form.setFields(problems);
          void form.scrollToField(problems[0]!.name, { block: 'center' });
        }
      },
    });
  };

  const half = { xs: 24, md: 12 };
  const third = { xs: 24, md: 12, lg: 8 };
  return (
    <Form<OrganizationFormValues>
      noValidate
      form={form}
      layout="vertical"
      initialValues={
        organization ? organizationFormValues(organization, fields) : newOrganizationValues(fields)
      }
      onFinish={onFinish}
      onValuesChange={(changed: OrganizationFormValues) => {
        if ('organizationParentId' in changed) followParent(changed.organizationParentId);
      }}
      onFinishFailed={({ errorFields }) => {
        if (errorFields[0]) void form.scrollToField(errorFields[0].name, { block: 'center' });
      }}
      disabled={save.isPending}
      scrollToFirstError={false}
    >
      <Flex vertical gap={16}>
        {save.isError && <Alert type="error" showIcon title={save.error.message} />}
        <Card title="Thông tin đơn vị">
          <Row gutter={16}>
            <Col xs={24} lg={16}>
              <Form.Item name="name" label="Tên đơn vị" rules={rules('name')}>
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="code" label="Mã đơn vị" rules={rules('code')}>
                <Input autoComplete="off" placeholder="Ví dụ: CD00121" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="level" label="Cấp" rules={rules('level')}>
                <Select
                  options={ORGANIZATION_LEVELS.map((l) => ({
                    value: l,
                    label: ORGANIZATION_LEVEL_LABELS[l],
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} lg={16}>
              <Form.Item
                name="organizationParentId"
                label="Đơn vị cấp trên"
                rules={rules('organizationParentId')}
              >
                <OrganizationCodeSelect
                  placeholder="Tìm đơn vị cấp trên"
                  selectedName={organization?.parentName}
                  excludeId={organization?.id}
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="xaPhuongId" label="Xã/phường" rules={rules('xaPhuongId')}>
                <WardSelect placeholder="Chọn xã/phường" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="cumKhuCnId" label="Cụm/khu công nghiệp" rules={rules('cumKhuCnId')}>
                <IndustrialZoneSelect placeholder="Chọn cụm/khu công nghiệp" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="loaiHinh" label="Loại hình" rules={rules('loaiHinh')}>
                <ChoiceSelect list="loai_hinh" placeholder="Chọn loại hình" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="loaiCongTy" label="Loại công ty" rules={rules('loaiCongTy')}>
                <ChoiceSelect list="loai_cong_ty" placeholder="Chọn loại công ty" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="namThanhLap" label="Năm thành lập" rules={rules('namThanhLap')}>
                {/* No min/max: the input would clamp silently; the shared rule says what is wrong. */}
                <InputNumber style={{ width: '100%' }} placeholder={String(thisYear)} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="address" label="Địa chỉ" rules={rules('address')}>
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="phoneNumber" label="Điện thoại" rules={rules('phoneNumber')}>
                <Input type="tel" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="email" label="Email" rules={rules('email')}>
                <Input type="email" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="chairName" label="Chủ tịch công đoàn" rules={rules('chairName')}>
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="chairPhone" label="Điện thoại chủ tịch" rules={rules('chairPhone')}>
                <Input type="tel" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="workerCount" label="Số CNVCLĐ" rules={rules('workerCount')}>
                <InputNumber style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item
                name="memberCount"
                label="Số đoàn viên"
                rules={rules('memberCount')}
                extra={counted ? 'Đếm từ hồ sơ đoàn viên đang sinh hoạt' : undefined}
              >
                <InputNumber style={{ width: '100%' }} disabled={counted} />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="executiveBoardSize" label="Số ủy viên BCH" rules={rules('executiveBoardSize')}>
                <InputNumber style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item
                name="auditCommitteeSize"
                label="Số ủy viên UBKT"
                rules={rules('auditCommitteeSize')}
              >
                <InputNumber style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item
                name="businessSector"
                label="Ngành nghề sản xuất kinh doanh"
                rules={rules('businessSector')}
              >
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="country" label="Quốc gia" rules={rules('country')}>
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...third}>
              <Form.Item name="status" label="Trạng thái" rules={rules('status')}>
                <Select
                  options={ORGANIZATION_STATUSES.map((s) => ({
                    value: s,
                    label: ORGANIZATION_STATUS_LABELS[s],
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="note" label="Ghi chú" rules={rules('note')}>
                <Input.TextArea rows={2} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title="Thông tin bổ sung">
          {fields.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có trường tùy chỉnh nào" />
          ) : (
            <Row gutter={16}>
              {fields.map((field) => (
                <Col key={field.key} {...third}>
                  <CustomFieldInput field={field} />
                </Col>
              ))}
            </Row>
          )}
        </Card>
        <Flex gap={8} justify="end">
          <Button onClick={onCancel} disabled={false}>
            Hủy
          </Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {editing ? 'Lưu thay đổi' : 'Thêm đơn vị'}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
