import { ToolOutlined } from '@ant-design/icons';
import { StatusPage } from '../../../components/status-page';

export function MaintenancePage() {
  return (
    <StatusPage
      icon={<ToolOutlined style={{ color: '#1677ff' }} />}
      title="Hệ thống đang bảo trì"
      subTitle="Chúng tôi đang nâng cấp hệ thống để phục vụ bạn tốt hơn. Vui lòng quay lại sau ít phút."
    />
  );
}
