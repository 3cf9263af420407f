import { StatusPage } from '../../../components/status-page';

export function NotFoundPage() {
  return (
    <StatusPage
      status="404"
      title="Không tìm thấy trang"
      subTitle="Trang bạn tìm không tồn tại hoặc đã được chuyển đi nơi khác."
    />
  );
}
