import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

interface CellLinesProps {
  /** The first line: what the cell is (a name, a time, a tag). */
  children: ReactNode;
  /** The line beneath, small and grey: what qualifies it (a unit, a login, a method); none when empty. */
  sub?: ReactNode;
  /** 'start' keeps a tag on the first line at its own width. */
  align?: 'start';
  /** Cut the second line to the cell's width (with its full text in a tooltip when given). */
  ellipsis?: boolean | { tooltip: ReactNode };
}

/** A table cell of two lines, as every list shows a record with its detail under it. */
export function CellLines({ children, sub, align, ellipsis }: CellLinesProps) {
  return (
    <Flex vertical align={align} style={{ minWidth: 0 }}>
      {children}
      {sub ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={ellipsis}>
          {sub}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
