import { formatNumber, REPORT_TEXT_MAX, type ReportItem } from '@congdoan/shared';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../lib/use-toast';
import { useDecideReport } from '../api/reports';

interface DecisionModalProps {
  report: ReportItem;
  decision: 'da_phe_duyet' | 'tu_choi';
  onClose: () => void;
}

/** Approve a waiting report (a note if any), or reject it with the reason its unit will read. */
export function DecisionModal({ report, decision, onClose }: DecisionModalProps) {
  const [form] = Form.useForm<{ ghiChu: string }>();
  const decide = useDecideReport();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const approve = decision === 'da_phe_duyet';
  const onFinish = async ({ ghiChu }: { ghiChu: string }) => {
    setError(null);
    try {
      await decide.mutateAsync({
        id: report.id,
        body: { trangThaiPheDuyet: decision, ghiChu: ghiChu || null },
      });
      toast.success(approve ? 'Đã phê duyệt báo cáo' : 'Đã từ chối báo cáo', report.tenBaoCao);
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <Modal
      open
      title={approve ? 'Phê duyệt báo cáo' : 'Từ chối báo cáo'}
      okText={approve ? 'Phê duyệt' : 'Từ chối'}
      okButtonProps={{ danger: !approve }}
      cancelText="Hủy"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={decide.isPending}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Typography.Paragraph>
        {report.organizationName} · {report.tenKy}: {formatNumber(report.tongSoCongDoan)} đoàn viên,{' '}
        {formatNumber(report.tongSoCnvcld)} CNVCLĐ.
        {approve && ' Số liệu sẽ được cập nhật vào hồ sơ đơn vị.'}
      </Typography.Paragraph>
      <Form noValidate form={form} layout="vertical" onFinish={onFinish} disabled={decide.isPending}>
        <Form.Item
          name="ghiChu"
          label={approve ? 'Ý kiến (không bắt buộc)' : 'Lý do từ chối'}
          rules={
            approve ? [] : [{ required: true, whitespace: true, message: 'Vui lòng nhập lý do từ chối' }]
          }
        >
          <Input.TextArea rows={3} maxLength={REPORT_TEXT_MAX} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
