import type { Action, PermissionGridGroup } from '@congdoan/shared';
import { Card, Checkbox, Flex, Table, type TableColumnsType } from 'antd';
import {
  actionsOfGroup,
  checkState,
  codeOf,
  columnCodes,
  type GridSubject,
  rowCodes,
} from './permission-grid-state';

const SELECT_ALL = 'Chọn tất cả';

/**
 * One permission group of the rights grid: a row per subject, a column per action; a box only where
 * the catalogue allows the action for the subject, a 'select all' box per row and per column.
 */
export function PermissionGroupCard({
  group,
  selected,
  readOnly,
  onChange,
}: {
  group: PermissionGridGroup;
  selected: ReadonlySet<string>;
  readOnly: boolean;
  onChange: (codes: readonly string[], on: boolean) => void;
}) {
  const box = (codes: readonly string[], label: string) => {
    const state = checkState(codes, selected);
    if (state.empty) return null;
    return (
      <Checkbox
        aria-label={label}
        checked={state.checked}
        indeterminate={state.indeterminate}
        disabled={readOnly}
        onChange={(e) => onChange(codes, e.target.checked)}
      />
    );
  };

  const actionColumns: TableColumnsType<GridSubject> = actionsOfGroup(group).map(({ action, label }) => ({
    key: action,
    align: 'center',
    width: 110,
    title: (
      <Flex vertical align="center" gap={4}>
        <span>{label}</span>
        {box(columnCodes(group, action as Action), `${SELECT_ALL}: ${label} (${group.name})`)}
      </Flex>
    ),
    render: (_, subject) => {
      const code = codeOf(subject, action);
      return code ? box([code], `${label} ${subject.label.toLowerCase()}`) : null;
    },
  }));

  const columns: TableColumnsType<GridSubject> = [
    { key: 'subject', title: 'Chức năng', dataIndex: 'label', width: 240 },
    {
      key: 'all',
      title: SELECT_ALL,
      align: 'center',
      width: 110,
      render: (_, subject) => box(rowCodes(subject), `${SELECT_ALL}: ${subject.label}`),
    },
    ...actionColumns,
  ];

  return (
    // No Table scroll: its measure row would repeat the header's select-all boxes.
    <Card title={group.name} size="small" styles={{ body: { padding: 0, overflowX: 'auto' } }}>
      <Table<GridSubject>
        rowKey="subject"
        columns={columns}
        dataSource={group.subjects}
        pagination={false}
        size="small"
        locale={{ emptyText: 'Không có dữ liệu' }}
      />
    </Card>
  );
}
