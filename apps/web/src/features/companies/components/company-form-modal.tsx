import {
  COMPANY_ADDRESS_MAX,
  COMPANY_NAME_MAX,
  COMPANY_NOTE_MAX,
  type CompanyCreateBody,
  type CompanyItem,
  companyCreateBody,
} from '@congdoan/shared';
import { Form, Input } from 'antd';
import { SaveForm, useFormSave } from '../../../components/form-modal';
import { IndustrialZoneSelect } from '../../../components/industrial-zone-select';
import { RecordFormModal } from '../../../components/record-form-modal';
import { rulesFrom } from '../../../lib/form-rules';
import { useToast } from '../../../lib/use-toast';
import { useCreateCompany } from '../api/create-company';
import { useCompany } from '../api/get-company';
import { useUpdateCompany } from '../api/update-company';

// The edit form checks what the create checks: the update takes the same fields, each optional.
const rules = rulesFrom(companyCreateBody);

export interface CompanyFormValues {
  ten?: string;
  cumKCNId?: number | null;
  diaChi?: string;
  ghiChu?: string;
}

/** The form's values of a stored company (a new one starts in the list's zone filter, if any). */
export function companyFormValues(company: CompanyItem | undefined, zoneId?: number): CompanyFormValues {
  if (!company) return { cumKCNId: zoneId ?? null };
  return {
    ten: company.ten,
    cumKCNId: company.cumKCNId,
    diaChi: company.diaChi ?? undefined,
    ghiChu: company.ghiChu ?? undefined,
  };
}

interface CompanyFormModalProps {
  /** null: a new company. */
  companyId: number | null;
  /** The zone a new company starts in (the list's filter). */
  zoneId?: number | undefined;
  onClose: () => void;
}

/** Create or edit a company without a union in a modal; the rules come from the shared schema. */
export function CompanyFormModal({ companyId, zoneId, onClose }: CompanyFormModalProps) {
  const editing = companyId !== null;
  const company = useCompany(companyId);
  return (
    <RecordFormModal
      title={editing ? 'Cập nhật công ty' : 'Thêm công ty chưa có công đoàn'}
      formId="company-form"
      ready={!editing || company.isSuccess}
      error={company.error}
      onClose={onClose}
    >
      <CompanyForm company={company.data} zoneId={zoneId} onDone={onClose} />
    </RecordFormModal>
  );
}

function CompanyForm({
  company,
  zoneId,
  onDone,
}: {
  company: CompanyItem | undefined;
  zoneId: number | undefined;
  onDone: () => void;
}) {
  const [form] = Form.useForm<CompanyFormValues>();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const toast = useToast();
  const save = useFormSave(form, async (values: CompanyFormValues) => {
    if (company) await update.mutateAsync({ id: company.id, body: values });
    else await create.mutateAsync(values as CompanyCreateBody);
    toast.success(company ? 'Đã cập nhật công ty' : 'Đã thêm công ty', values.ten);
    onDone();
  });

  return (
    <SaveForm id="company-form" form={form} save={save} initialValues={companyFormValues(company, zoneId)}>
      <Form.Item name="ten" label="Tên công ty" rules={rules('ten')}>
        <Input
          autoComplete="off"
          maxLength={COMPANY_NAME_MAX}
          placeholder="Ví dụ: Công ty TNHH Điện tử Minh Phát"
        />
      </Form.Item>
      <Form.Item name="cumKCNId" label="Cụm/khu công nghiệp" rules={rules('cumKCNId')}>
        <IndustrialZoneSelect selectedName={company?.cumKhuCongNghiepTen ?? undefined} />
      </Form.Item>
      <Form.Item name="diaChi" label="Địa chỉ" rules={rules('diaChi')}>
        <Input autoComplete="off" maxLength={COMPANY_ADDRESS_MAX} />
      </Form.Item>
      <Form.Item name="ghiChu" label="Ghi chú" rules={rules('ghiChu')}>
        <Input.TextArea rows={3} maxLength={COMPANY_NOTE_MAX} showCount />
      </Form.Item>
    </SaveForm>
  );
}
