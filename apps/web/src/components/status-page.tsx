import { Button, Flex, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/** Full-page status message of the misc pages, with a way back home. */
export function StatusPage({
  status,
  icon,
  title,
  subTitle,
  extra,
}: Pick<ResultProps, 'status' | 'icon'> & { title: string; subTitle: ReactNode; extra?: ReactNode }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <Result
        status={status}
        icon={icon}
        title={title}
        subTitle={subTitle}
        extra={
          <Flex gap={8} justify="center" wrap>
            <Link to={paths.root.getHref()}>
              <Button type="primary">Về trang chủ</Button>
            </Link>
            {extra}
          </Flex>
        }
      />
    </Flex>
  );
}
