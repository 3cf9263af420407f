import { CheckOutlined, EditOutlined, RollbackOutlined } from '@ant-design/icons';
import { FIGURE_KEYS, FIGURE_LABELS, formatNumber, type ReportItem } from '@congdoan/shared';
import { Alert, Button, Descriptions, Drawer, Flex, Skeleton, Tag, Typography } from 'antd';
import { useAppAbility } from '../../../lib/ability';
import { formatDateTime } from '../../../lib/format-date-time';
import { useReport } from '../api/reports';
import { dayText } from './period-text';
import { ReportHistory } from './report-history';
import { ReportStateTag } from './report-state-tag';

interface ReportDetailDrawerProps {
  reportId: number;
  onEdit: (report: ReportItem) => void;
  onDecide: (report: ReportItem, decision: 'da_phe_duyet' | 'tu_choi') => void;
  onClose: () => void;
}

/**
 * What the caller may do with a report: approve or return it, when they stand above its unit (they
 * never edit it: the unit corrects what is returned), or correct it, when it is their unit's.
 */
export function ReportControls({
  report: r,
  onEdit,
  onDecide,
}: { report: ReportItem } & Pick<ReportDetailDrawerProps, 'onEdit' | 'onDecide'>) {
  const ability = useAppAbility();
  const mayEdit = r.coTheSua && ability.can('update', 'membership-report');
  if (!r.coThePheDuyet && !mayEdit) return null;
  return (
    <Flex gap={8} wrap justify="flex-end">
      {r.coThePheDuyet && (
        <>
          <Button type="primary" icon={<CheckOutlined />} onClick={() => onDecide(r, 'da_phe_duyet')}>
            Phê duyệt
          </Button>
          <Button danger icon={<RollbackOutlined />} onClick={() => onDecide(r, 'tu_choi')}>
            Trả lại
          </Button>
        </>
      )}
      {mayEdit && (
        <Button icon={<EditOutlined />} onClick={() => onEdit(r)}>
          Sửa
        </Button>
      )}
    </Flex>
  );
}

/** One report: its figures, who filed and decided it, its history, and its controls. */
export function ReportDetailDrawer({ reportId, onEdit, onDecide, onClose }: ReportDetailDrawerProps) {
  const report = useReport(reportId);
  const r = report.data;
  return (
    <Drawer
      open
      size="large"
      title={r?.tenBaoCao ?? 'Báo cáo đoàn số'}
      onClose={onClose}
      destroyOnHidden
      // below the report rather than beside its title: on a phone the buttons squeezed the title
      // into a column of single words
      footer={r && <ReportControls report={r} onEdit={onEdit} onDecide={onDecide} />}
    >
      {report.isPending && <Skeleton active />}
      {report.isError && <Alert type="error" showIcon title={report.error.message} />}
      {r && (
        <Flex vertical gap={16}>
          {r.trangThaiPheDuyet === 'tu_choi' && (
            <Alert type="error" showIcon title="Bị trả lại để sửa" description={r.ghiChuPheDuyet} />
          )}
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label="Đơn vị">{r.organizationName}</Descriptions.Item>
            <Descriptions.Item label="Trạng thái">
              <ReportStateTag state={r.trangThaiPheDuyet} />
            </Descriptions.Item>
            <Descriptions.Item label="Kỳ báo cáo">
              {r.tenKy} · {r.tenThoiGianCapNhat}
            </Descriptions.Item>
            <Descriptions.Item label="Hạn nộp">{dayText(r.thoiHanNop)}</Descriptions.Item>
            <Descriptions.Item label="Người nộp">{r.nguoiBaoCao?.fullName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Ngày nộp">
              <Flex gap={6} wrap align="center">
                {formatDateTime(r.createdAt)}
                {!r.dungHan && <Tag color="orange">Nộp muộn</Tag>}
              </Flex>
            </Descriptions.Item>
            {FIGURE_KEYS.map((key) => (
              <Descriptions.Item key={key} label={FIGURE_LABELS[key]}>
                {formatNumber(r[key])}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label="Người phê duyệt">{r.nguoiPheDuyet?.fullName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Ngày phê duyệt">
              {r.ngayPheDuyet ? formatDateTime(r.ngayPheDuyet) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="Ghi chú" span={{ xs: 1, md: 2 }}>
              {r.ghiChu ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label="Nội dung" span={{ xs: 1, md: 2 }}>
              <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{r.noiDung ?? '—'}</Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ margin: 0 }}>
            Lịch sử
          </Typography.Title>
          <ReportHistory reportId={r.id} />
        </Flex>
      )}
    </Drawer>
  );
}
