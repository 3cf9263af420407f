import { EyeOutlined, SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useOrganization } from '../api/get-organization';
import { formatCount } from './custom-value-format';
import type { MovingOrganization } from './move-organization-modal';
import { LevelTag, StatusTag } from './organization-tags';

/** The organisation chosen in the tree: its main figures, a link to its page, the move action. */
export function OrganizationSummary({
  organizationId,
  canMove,
  onMoveRequest,
}: {
  organizationId: number;
  canMove: boolean;
  onMoveRequest: (organization: MovingOrganization) => void;
}) {
  const detail = useOrganization(organizationId);
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <Alert type="error" showIcon title={detail.error.message} />;
  const o = detail.data;
  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {o.name}
        </Typography.Title>
        <Flex gap={6} wrap align="center" style={{ marginTop: 6 }}>
          {o.code && <Typography.Text type="secondary">{o.code}</Typography.Text>}
          <LevelTag level={o.level} />
          <StatusTag status={o.status} />
        </Flex>
      </div>
      <Descriptions
        column={1}
        size="small"
        bordered
        styles={{ label: { whiteSpace: 'nowrap', width: 150 } }}
        items={[
          {
            key: 'parent',
            label: 'Trực thuộc',
            children: o.ancestors.length ? o.ancestors.map((a) => a.name).join(' › ') : 'Đơn vị gốc',
          },
          { key: 'children', label: 'Đơn vị trực thuộc', children: formatCount(o.childCount) },
          { key: 'members', label: 'Số đoàn viên', children: formatCount(o.memberCount) },
          { key: 'workers', label: 'Số CNVCLĐ', children: formatCount(o.workerCount) },
          { key: 'staff', label: 'Cán bộ công đoàn', children: formatCount(o.staffCount) },
          { key: 'chair', label: 'Chủ tịch', children: o.chairName ?? '—' },
          { key: 'ward', label: 'Xã/phường', children: o.xaPhuongName ?? '—' },
        ]}
      />
      <Flex gap={8} wrap>
        <Link to={paths.organizations.detail.getHref(o.id)}>
          <Button type="primary" icon={<EyeOutlined />}>
            Xem chi tiết
          </Button>
        </Link>
        {canMove && (
          <Button icon={<SwapOutlined />} onClick={() => onMoveRequest(o)}>
            Chuyển đơn vị cấp trên
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
