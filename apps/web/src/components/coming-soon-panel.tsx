import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/**
 * The one "Sắp ra mắt" panel: shown by pages that belong to a later issue and by
 * /misc/coming-soon. It names the page and says the function is being built.
 */
export function ComingSoonPanel({ pageTitle }: { pageTitle?: string | undefined }) {
  return (
    <Result
      icon={<ToolOutlined style={{ color: '#1677ff' }} />}
      title="Sắp ra mắt"
      subTitle={
        pageTitle ? (
          <>
            Chức năng <strong>{pageTitle}</strong> đang được xây dựng và sẽ sớm được đưa vào sử dụng.
          </>
        ) : (
          'Chức năng này đang được xây dựng và sẽ sớm được đưa vào sử dụng.'
        )
      }
      extra={
        <Link to={paths.root.getHref()}>
          <Button type="primary">Về trang chủ</Button>
        </Link>
      }
    />
  );
}
