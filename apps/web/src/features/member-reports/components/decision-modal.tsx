import { formatNumber, REPORT_TEXT_MAX, RETURN_REASON_MESSAGE, type ReportItem } from '@congdoan/shared';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../lib/use-toast';
import { useDecideReport } from '../api/reports';

interface DecisionModalProps {
  report: ReportItem;
  decision: 'da_phe_duyet' | 'tu_choi';
  onClose: () => void;
}

/**
 * Approve a waiting report (a note if any), or return it ('tu_choi') with the reason its unit reads,
 * corrects it by and files it again: those above never edit a unit's report themselves.
 */
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
      toast.success(approve ? 'Đã phê duyệt báo cáo' : 'Đã trả lại báo cáo cho đơn vị', report.tenBaoCao);
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <Modal
      open
      title={approve ? 'Phê duyệt báo cáo' : 'Trả lại báo cáo'}
      okText={approve ? 'Phê duyệt' : 'Trả lại'}
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
        {approve
          ? ' Số liệu sẽ được cập nhật vào hồ sơ đơn vị.'
          : ' Đơn vị sẽ đọc lý do, sửa báo cáo và nộp lại để phê duyệt.'}
      </Typography.Paragraph>
      <Form noValidate form={form} layout="vertical" onFinish={onFinish} disabled={decide.isPending}>
        <Form.Item
          name="ghiChu"
          label={approve ? 'Ý kiến (không bắt buộc)' : 'Lý do trả lại'}
          rules={approve ? [] : [{ required: true, whitespace: true, message: RETURN_REASON_MESSAGE }]}
        >
          <Input.TextArea rows={3} maxLength={REPORT_TEXT_MAX} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
