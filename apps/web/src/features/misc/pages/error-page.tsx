import { Button } from 'antd';
import { StatusPage } from '../../../components/status-page';

export function ErrorPage() {
  return (
    <StatusPage
      status="500"
      title="Đã có lỗi xảy ra"
      subTitle="Xin lỗi, hệ thống gặp sự cố ngoài ý muốn. Vui lòng thử lại sau."
      extra={<Button onClick={() => window.location.reload()}>Tải lại trang</Button>}
    />
  );
}
