import { Flex, Spin } from 'antd';

/** Shown while a lazy page or layout loads. */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullScreen ? '100vh' : 320 }}>
      <Spin size="large" description="Đang tải..." />
    </Flex>
  );
}
