import { Layout } from 'antd';
import { Outlet } from 'react-router';

/** Full-page layout without menu or top bar: sign-in pages and misc pages. */
export function BlankLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Outlet />
    </Layout>
  );
}
