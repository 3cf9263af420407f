import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Modal, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useToast } from '../lib/use-toast';
import { isNotFound } from './status-page';

interface RecordPageProps<T> {
  /** The route's id (`idParam`): null for one that is not an id. */
  id: number | null;
  /** The record's query. */
  query: { data?: T | undefined; error: Error | null; isPending: boolean };
  /** What a bad id or an unknown record (404) shows: the feature's NotFoundState. */
  notFound: ReactNode;
  children: (record: T) => ReactNode;
}

/**
 * A detail page while its record loads: not found for a bad id or a 404, the server's refusal, a
 * skeleton, then the record.
 */
export function RecordPage<T>({ id, query, notFound, children }: RecordPageProps<T>) {
  if (id === null || isNotFound(query.error)) return notFound;
  if (query.error) return <Alert type="error" showIcon title={query.error.message} />;
  if (query.isPending || query.data === undefined) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return children(query.data);
}

interface DeleteAndLeave {
  title: string;
  content: ReactNode;
  remove: () => Promise<unknown>;
  /** The toast said after it: 'Đã xóa đoàn viên', under it the record's name. */
  done: string;
  name: string;
  /** The list the page leaves for, the record being gone. */
  list: string;
}

/**
 * 'Xóa' on a record's own page: asked first, then said in a toast and the page leaves for its
 * list; a refusal shows the server's reason (what still belongs to the record) and stays.
 * `modal` asks the page's other questions; `modalHolder` goes in the page.
 */
export function useDeleteAndLeave() {
  const navigate = useNavigate();
  const toast = useToast();
  const [modal, modalHolder] = Modal.useModal();
  const confirmDelete = ({ title, content, remove, done, name, list }: DeleteAndLeave) =>
    modal.confirm({
      title,
      content,
      okText: 'Xóa',
      okButtonProps: { danger: true },
      cancelText: 'Hủy',
      onOk: () =>
        remove().then(
          () => {
            toast.success(done, name);
            navigate(list, { replace: true });
          },
          (error: unknown) => toast.error(error),
        ),
    });
  return { confirmDelete, modal, modalHolder };
}

interface RecordHeaderProps {
  title: ReactNode;
  /** Its state and short facts, on one line under the name. */
  tags: ReactNode;
  /** What else it says under them. */
  facts?: ReactNode;
  /** The list it belongs to, which 'Danh sách' goes back to. */
  list: string;
  /** Its buttons after 'Danh sách'. */
  actions: ReactNode;
  /** A notice under the head (a cancelled event's). */
  children?: ReactNode;
}

/** The head of a record's page: its name, tags and facts, and on the right 'Danh sách' and its buttons. */
export function RecordHeader({ title, tags, facts, list, actions, children }: RecordHeaderProps) {
  return (
    <Card>
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <Flex vertical gap={8} style={{ minWidth: 0, flex: '1 1 420px' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Space size={8} wrap>
            {tags}
          </Space>
          {facts}
        </Flex>
        <Space wrap>
          <Link to={list}>
            <Button icon={<ArrowLeftOutlined />}>Danh sách</Button>
          </Link>
          {actions}
        </Space>
      </Flex>
      {children}
    </Card>
  );
}
