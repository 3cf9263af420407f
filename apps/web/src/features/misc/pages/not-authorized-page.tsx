import { StatusPage } from '../../../components/status-page';

export function NotAuthorizedPage() {
  return (
    <StatusPage
      status="403"
      title="Bạn không có quyền truy cập trang này"
      subTitle="Vui lòng liên hệ quản trị viên nếu bạn cần được cấp quyền."
    />
  );
}
