import {
  type CompanyFoundBody,
  type CompanyItem,
  companyFoundBody,
  ORGANIZATION_CODE_MAX,
} from '@congdoan/shared';
import { Alert, Descriptions, Form, Input, InputNumber, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { OrganizationCodeSelect } from '../../../components/organization-select';
import { paths } from '../../../config/paths';
import { rulesFrom } from '../../../lib/form-rules';
import { useToast } from '../../../lib/use-toast';
import { useFoundUnion } from '../api/found-union';

const rules = rulesFrom(companyFoundBody);

export interface FoundUnionValues {
  organizationParentId?: number | null;
  code?: string;
  namThanhLap?: number | null;
  chairName?: string;
}

/** The body of a founding: the parent, and only the fields the officer filled. */
export function foundBody(values: FoundUnionValues): CompanyFoundBody {
  const body: Record<string, unknown> = { organizationParentId: values.organizationParentId };
  if (values.code?.trim()) body.code = values.code.trim();
  if (values.namThanhLap != null) body.namThanhLap = values.namThanhLap;
  if (values.chairName?.trim()) body.chairName = values.chairName.trim();
  return body as CompanyFoundBody;
}

/**
 * 'Thành lập công đoàn': a union was founded at the company. The new grassroots union takes the
 * company's name, zone and address; the officer chooses its parent (and may give its code, founding
 * year and chair). On success the company leaves the list and the new union's page opens.
 */
export function FoundUnionModal({ company, onClose }: { company: CompanyItem; onClose: () => void }) {
  const [form] = Form.useForm<FoundUnionValues>();
  const found = useFoundUnion();
  const toast = useToast();
  const navigate = useNavigate();

  const onFinish = async (values: FoundUnionValues) => {
    try {
      const organization = await found.mutateAsync({ id: company.id, body: foundBody(values) });
      toast.success('Đã thành lập công đoàn cơ sở', organization.name);
      onClose();
      navigate(paths.organizations.detail.getHref(organization.id));
    } catch {
      // The server's message shows above the form.
    }
  };

  return (
    <Modal
      open
      title="Thành lập công đoàn cơ sở"
      onCancel={onClose}
      width={640}
      destroyOnHidden
      okText="Thành lập"
      cancelText="Hủy"
      okButtonProps={{ htmlType: 'submit', form: 'found-union-form', loading: found.isPending }}
    >
      {found.isError && (
        <Alert type="error" showIcon title={found.error.message} style={{ marginBottom: 16 }} />
      )}
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'ten', label: 'Công ty', children: company.ten },
          {
            key: 'zone',
            label: 'Cụm/khu công nghiệp',
            children: company.cumKhuCongNghiepTen ?? 'Chưa phân loại',
          },
        ]}
      />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="Công đoàn cơ sở mới mang tên, cụm/khu công nghiệp và địa chỉ của công ty; công ty được xóa khỏi danh sách chưa có công đoàn."
      />
      <Form
        noValidate
        id="found-union-form"
        form={form}
        layout="vertical"
        onFinish={onFinish}
        disabled={found.isPending}
        initialValues={{ namThanhLap: new Date().getFullYear() }}
      >
        <Form.Item name="organizationParentId" label="Đơn vị cấp trên" rules={rules('organizationParentId')}>
          <OrganizationCodeSelect placeholder="Tìm đơn vị cấp trên" />
        </Form.Item>
        <Form.Item name="code" label="Mã đơn vị" rules={rules('code')}>
          <Input autoComplete="off" maxLength={ORGANIZATION_CODE_MAX} placeholder="Ví dụ: CD00121" />
        </Form.Item>
        <Form.Item name="namThanhLap" label="Năm thành lập" rules={rules('namThanhLap')}>
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="chairName" label="Chủ tịch công đoàn" rules={rules('chairName')}>
          <Input autoComplete="off" maxLength={150} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
