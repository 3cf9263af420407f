import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';

interface FilterBarProps {
  /** The list's search box (ListSearch). */
  search: ReactNode;
  /** The filters beside it. */
  children?: ReactNode;
  /** 'Đặt lại': back to the plain list (useUrlFilters' reset). */
  onReset: () => void;
}

/**
 * The row above a list: its search, its filters and 'Đặt lại', wrapping on narrow screens. Every
 * list has 'Đặt lại', with the same label and the same effect.
 */
export function FilterBar({ search, children, onReset }: FilterBarProps) {
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      {search}
      {children}
      <Button onClick={onReset}>Đặt lại</Button>
    </Flex>
  );
}
