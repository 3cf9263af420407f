import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { RequestList } from '../components/request-list';

/** /trade-union/approval/my-requests: the caller's own requests, newest first. */
export function MyRequestsPage() {
  const ability = useAppAbility();
  return (
    <RequestList
      endpoint="my-requests"
      title="Yêu cầu của tôi"
      emptyText="Bạn chưa gửi yêu cầu nào"
      extra={
        ability.can('submit', 'approval') && (
          <Link to={paths.approval.memberUpdate.getHref()}>
            <Button type="primary" icon={<EditOutlined />}>
              Đề nghị cập nhật thông tin
            </Button>
          </Link>
        )
      }
    />
  );
}
