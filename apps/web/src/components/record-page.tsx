import { Alert, Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
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
