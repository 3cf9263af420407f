import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useCompactList } from '../lib/use-compact-list';

interface ListPageCardProps {
  title: ReactNode;
  /** The page's buttons ('Thêm mới', 'Nhập Excel'…). */
  extra?: ReactNode;
  children: ReactNode;
  /** The phone's layout; by default when the window is a phone's. */
  compact?: boolean;
}

/**
 * The card a list page sits in. On a phone its buttons go under the title, which would otherwise be
 * squeezed out of the header (docs/requirements.md, "Lists on a phone"). The page's content keeps
 * its place in the tree either way: a phone turned sideways crosses the breakpoint, and an open
 * form must keep what was typed in it.
 */
export function ListPageCard({ title, extra, children, ...props }: ListPageCardProps) {
  const phone = useCompactList();
  const compact = props.compact ?? phone;
  return (
    <Card
      title={title}
      extra={compact ? undefined : extra}
      styles={compact ? { body: { padding: 12 } } : undefined}
    >
      {compact && extra ? (
        <Flex gap={4} wrap style={{ marginBottom: 12 }}>
          {extra}
        </Flex>
      ) : null}
      {children}
    </Card>
  );
}
