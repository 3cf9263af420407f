import { ID_MAX } from '@congdoan/shared';
import { Button, Card, Flex, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { ApiError } from '../lib/api-client';

/** A way back offered beside 'Về trang chủ' (e.g. the list the record belongs to). */
export interface WayBack {
  to: string;
  label: string;
}

type StatusProps = Pick<ResultProps, 'status' | 'icon'> & {
  title: string;
  subTitle: ReactNode;
  extra?: ReactNode;
  back?: WayBack;
};

/** The one status message (not found, no right, error): title, text, the way back and home. */
function StatusResult({ status, icon, title, subTitle, extra, back }: StatusProps) {
  return (
    <Result
      status={status}
      icon={icon}
      title={title}
      subTitle={subTitle}
      extra={
        <Flex gap={8} justify="center" wrap>
          {back && (
            <Link to={back.to}>
              <Button type="primary">{back.label}</Button>
            </Link>
          )}
          <Link to={paths.root.getHref()}>
            <Button type={back ? 'default' : 'primary'}>Về trang chủ</Button>
          </Link>
          {extra}
        </Flex>
      }
    />
  );
}

/** Full-page status message of the misc pages (an unknown route among them), with a way back home. */
export function StatusPage(props: StatusProps) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <StatusResult {...props} />
    </Flex>
  );
}

/**
 * A record that is not there, inside the page shell: the same message as an unknown route, for an id that is not
 * one (/edit/abc) and for an id the server does not know or the caller may not see (404).
 */
export function NotFoundState({
  title = 'Không tìm thấy trang',
  subTitle = 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi nơi khác.',
  back,
}: {
  title?: string;
  subTitle?: ReactNode;
  back?: WayBack;
}) {
  return (
    <Card>
      <StatusResult status="404" title={title} subTitle={subTitle} back={back} />
    </Card>
  );
}

/** Whether a failed load means 'not found' (the server's 404), so the page shows NotFoundState. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A route's numeric id (/detail/:id), or null for anything that is not one ('abc', '0', '1.5', too big). */
export function idParam(raw: string | undefined): number | null {
  const n = Number(raw);
  return raw !== undefined && /^\d+$/.test(raw) && Number.isSafeInteger(n) && n > 0 && n <= ID_MAX ? n : null;
}
