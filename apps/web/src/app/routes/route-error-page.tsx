import { Button, Flex, Typography } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../../config/paths';

/**
 * Last line of defence for an error while rendering a page. A failed chunk load (a new version
 * was deployed while the tab was open) is cured by reloading. Kept light: it is part of the
 * first load.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message);
  const text = chunkFailed
    ? 'Ứng dụng vừa được cập nhật. Vui lòng tải lại trang để tiếp tục.'
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : 'Xin lỗi, trang gặp sự cố ngoài ý muốn. Vui lòng tải lại trang hoặc quay về trang chủ.';
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh', padding: 24 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {chunkFailed ? 'Đã có phiên bản mới' : 'Đã có lỗi xảy ra'}
      </Typography.Title>
      <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
        {text}
      </Typography.Text>
      <Flex gap={8}>
        <Button type="primary" onClick={() => window.location.reload()}>
          Tải lại trang
        </Button>
        <Button href={paths.root.getHref()}>Về trang chủ</Button>
      </Flex>
    </Flex>
  );
}
