import {
  PERIOD_DESCRIPTION_MAX,
  PERIOD_KIND_LABELS,
  PERIOD_KINDS,
  PERIOD_NAME_MAX,
  type PeriodCreateBody,
  type PeriodItem,
  type PeriodKind,
  periodFields,
  pickMessage,
} from '@congdoan/shared';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { DateTimeField } from '../../../components/date-field';
import { FormModal } from '../../../components/form-modal';
import { OrganizationMultiSelect } from '../../../components/organization-select';
import { useAppAbility } from '../../../lib/ability';
import { rulesFrom } from '../../../lib/form-rules';
import { serverFieldProblems } from '../../../lib/server-field-problems';
import { useToast } from '../../../lib/use-toast';
import { useCreatePeriod, useUpdatePeriod } from '../api/write-period';

const rules = rulesFrom(periodFields);
const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: `Tháng ${i + 1}` }));

type Values = {
  ten: string;
  moTa: string;
  loaiKy: PeriodKind;
  isActive: boolean;
  ngayBatDauTrongThang: number | null;
  ngayKetThucTrongThang: number | null;
  thangBatDau: number | null;
  cacThangApDung: number[];
  namBatDau: number | null;
  namKetThuc: number | null;
  thoiGianBatDau: string | undefined;
  thoiGianKetThuc: string | undefined;
  organizationId: number[];
};

/** What the form starts with: the period's values, or a new one of the kind asked for. */
export function periodFormValues(row: PeriodItem | null, kind: PeriodKind, year: number): Values {
  if (row) {
    return {
      ten: row.ten,
      moTa: row.moTa ?? '',
      loaiKy: row.loaiKy,
      isActive: row.isActive,
      ngayBatDauTrongThang: row.ngayBatDauTrongThang,
      ngayKetThucTrongThang: row.ngayKetThucTrongThang,
      thangBatDau: row.thangBatDau,
      cacThangApDung: row.cacThangApDung,
      namBatDau: row.namBatDau,
      namKetThuc: row.namKetThuc,
      thoiGianBatDau: row.thoiGianBatDau ?? undefined,
      thoiGianKetThuc: row.thoiGianKetThuc ?? undefined,
      organizationId: row.organizationId,
    };
  }
  return {
    ten: '',
    moTa: '',
    loaiKy: kind,
    isActive: true,
    ngayBatDauTrongThang: 1,
    ngayKetThucTrongThang: 10,
    thangBatDau: 12,
    cacThangApDung: [3, 6, 9, 12],
    namBatDau: year,
    namKetThuc: null,
    thoiGianBatDau: undefined,
    thoiGianKetThuc: undefined,
    organizationId: [],
  };
}

/** The body of a period's create: only the fields its kind uses. */
export function periodBody(v: Values): PeriodCreateBody {
  const common = { ten: v.ten, moTa: v.moTa || null, loaiKy: v.loaiKy, isActive: v.isActive };
  if (v.loaiKy === 'dot_xuat') {
    return {
      ...common,
      thoiGianBatDau: v.thoiGianBatDau ? new Date(v.thoiGianBatDau) : null,
      thoiGianKetThuc: v.thoiGianKetThuc ? new Date(v.thoiGianKetThuc) : null,
      organizationId: v.organizationId,
    };
  }
  return {
    ...common,
    ngayBatDauTrongThang: v.ngayBatDauTrongThang,
    ngayKetThucTrongThang: v.ngayKetThucTrongThang,
    thangBatDau: v.loaiKy === 'hang_nam' ? v.thangBatDau : null,
    cacThangApDung: v.loaiKy === 'hang_quy' ? v.cacThangApDung : [],
    namBatDau: v.namBatDau,
    namKetThuc: v.namKetThuc,
  };
}

interface PeriodFormModalProps {
  /** The period to edit; null to create one of `kind`. */
  row: PeriodItem | null;
  kind: PeriodKind;
  onClose: () => void;
}

/** Create or edit a reporting period: its name, kind and when its windows fall, or a one-off's window and units. */
export function PeriodFormModal({ row, kind, onClose }: PeriodFormModalProps) {
  const [form] = Form.useForm<Values>();
  const toast = useToast();
  const ability = useAppAbility();
  const create = useCreatePeriod();
  const update = useUpdatePeriod();
  const initial = periodFormValues(row, kind, new Date().getFullYear());
  const loaiKy = Form.useWatch('loaiKy', form) ?? initial.loaiKy;
  const kinds = PERIOD_KINDS.filter((k) =>
    ability.can(k === 'dot_xuat' ? 'create_special_report' : 'create_regular_report', 'time-update'),
  );

  const save = async (values: Values) => {
    const body = periodBody(values);
    if (row) await update.mutateAsync({ id: row.id, ...body });
    else await create.mutateAsync(body);
    toast.success(row ? 'Đã cập nhật kỳ báo cáo' : 'Đã tạo kỳ báo cáo', values.ten);
    onClose();
  };

  return (
    <FormModal<Values>
      form={form}
      title={row ? 'Cập nhật kỳ báo cáo' : loaiKy === 'dot_xuat' ? 'Tạo báo cáo đột xuất' : 'Tạo kỳ báo cáo'}
      okText={row ? 'Lưu' : 'Tạo'}
      width={640}
      initialValues={initial}
      onSubmit={save}
      fieldProblems={serverFieldProblems}
      onClose={onClose}
    >
      <Form.Item name="ten" label="Tên kỳ báo cáo" rules={rules('ten')}>
        <Input maxLength={PERIOD_NAME_MAX} autoFocus placeholder="Ví dụ: Báo cáo đoàn số hàng quý" />
      </Form.Item>
      <Form.Item name="loaiKy" label="Loại kỳ" rules={rules('loaiKy')}>
        <Select
          options={(row ? PERIOD_KINDS : kinds).map((k) => ({ value: k, label: PERIOD_KIND_LABELS[k] }))}
        />
      </Form.Item>
      {loaiKy === 'dot_xuat' ? (
        <>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="thoiGianBatDau"
                label="Bắt đầu"
                rules={[{ required: true, message: pickMessage('thời gian bắt đầu') }]}
              >
                <DateTimeField />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="thoiGianKetThuc"
                label="Hạn nộp"
                rules={[{ required: true, message: pickMessage('hạn nộp') }]}
              >
                <DateTimeField />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="organizationId"
            label="Đơn vị phải báo cáo"
            extra="Mỗi đơn vị chọn gồm cả các công đoàn cơ sở trực thuộc; để trống là mọi công đoàn cơ sở trong phạm vi của bạn"
          >
            <OrganizationMultiSelect
              aria-label="Đơn vị phải báo cáo"
              placeholder="Mọi công đoàn cơ sở"
              selectedOptions={row?.organizations.map((o) => ({ value: o.id, label: o.name }))}
            />
          </Form.Item>
        </>
      ) : (
        <>
          <Row gutter={16}>
            <Col xs={12} sm={6}>
              <Form.Item name="ngayBatDauTrongThang" label="Từ ngày" rules={rules('ngayBatDauTrongThang')}>
                <InputNumber precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item
                name="ngayKetThucTrongThang"
                label="Đến ngày (hạn nộp)"
                rules={rules('ngayKetThucTrongThang')}
                tooltip="31 là ngày cuối của mọi tháng (28 hoặc 29 với tháng 2)"
              >
                <InputNumber precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            {loaiKy === 'hang_nam' && (
              <Col xs={24} sm={12}>
                <Form.Item name="thangBatDau" label="Tháng báo cáo" rules={rules('thangBatDau')}>
                  <Select options={MONTHS} showSearch={{ optionFilterProp: 'label' }} />
                </Form.Item>
              </Col>
            )}
            {loaiKy === 'hang_quy' && (
              <Col xs={24} sm={12}>
                <Form.Item
                  name="cacThangApDung"
                  label="Các tháng báo cáo"
                  rules={[
                    { required: true, message: 'Báo cáo hàng quý phải có danh sách các tháng áp dụng' },
                  ]}
                >
                  <Select mode="multiple" options={MONTHS} showSearch={{ optionFilterProp: 'label' }} />
                </Form.Item>
              </Col>
            )}
          </Row>
          <Row gutter={16}>
            <Col xs={12}>
              <Form.Item name="namBatDau" label="Từ năm" rules={rules('namBatDau')}>
                <InputNumber precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12}>
              <Form.Item
                name="namKetThuc"
                label="Đến năm"
                extra="Để trống: không có năm kết thúc"
                rules={rules('namKetThuc')}
              >
                <InputNumber precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
      <Form.Item name="moTa" label="Mô tả" rules={rules('moTa')}>
        <Input.TextArea rows={2} maxLength={PERIOD_DESCRIPTION_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="isActive"
        label="Đang hoạt động"
        valuePropName="checked"
        extra="Kỳ ngừng hoạt động không mở kỳ mới và không nhận báo cáo"
      >
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
