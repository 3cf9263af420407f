import { UserAddOutlined } from '@ant-design/icons';
import {
  type BoardPerson,
  pathWithQuery,
  UNION_BOARD_LABELS,
  type UnionBoard,
  type UnionBoards,
} from '@congdoan/shared';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Skeleton,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { useUnionBoards } from '../api/get-union-boards';
import { formatCustomValue } from './custom-value-format';

const date = (v: string | null) => (v ? formatCustomValue({ type: 'date' }, v) : '…');
const termOf = (p: { termStart: string | null; termEnd: string | null }) =>
  p.termStart || p.termEnd ? `${date(p.termStart)} – ${date(p.termEnd)}` : '—';

const columns: TableColumnsType<BoardPerson> = [
  { title: 'Họ và tên', dataIndex: 'fullName', width: 200 },
  { title: 'Chức vụ', dataIndex: 'positionName', minWidth: 160 },
  { title: 'Nhiệm kỳ', key: 'term', width: 210, render: (_v, p) => termOf(p) },
  { title: 'Số điện thoại', dataIndex: 'phoneNumber', width: 130, render: (v: string | null) => v ?? '—' },
  { title: 'Email', dataIndex: 'email', minWidth: 180, render: (v: string | null) => v ?? '—' },
];

type LeftPerson = BoardPerson & { boards: UnionBoard[] };

/** Who left, once each, with the boards they sat on, in the answer's order (the latest end first). */
export function peopleWhoLeft(data: UnionBoards): LeftPerson[] {
  const byId = new Map<number, LeftPerson>();
  for (const board of data.boards)
    for (const p of board.left) {
      const seen = byId.get(p.staffId);
      if (seen) seen.boards.push(board.board);
      else byId.set(p.staffId, { ...p, boards: [board.board] });
    }
  return [...byId.values()].sort((a, b) => (b.termEnd ?? '').localeCompare(a.termEnd ?? ''));
}

const leftColumns: TableColumnsType<LeftPerson> = [
  ...(columns.slice(0, 3) as TableColumnsType<LeftPerson>),
  {
    title: 'Thuộc ban',
    key: 'boards',
    minWidth: 200,
    render: (_v, p) => p.boards.map((b) => <Tag key={b}>{UNION_BOARD_LABELS[b]}</Tag>),
  },
];

/**
 * The four boards of a union for its current term (Ban Chấp hành, Ban Thường vụ, Ủy ban Kiểm tra,
 * Lãnh đạo) with their people, the term's dates, and who left. `addStaffHref`: where to add staff,
 * when the caller may.
 */
export function UnionBoardsView({ data, addStaffHref }: { data: UnionBoards; addStaffHref?: string }) {
  const left = peopleWhoLeft(data);
  const { start, end } = data.term;
  return (
    <Flex vertical gap={16}>
      <Typography.Text>
        {start || end ? (
          <>
            Nhiệm kỳ hiện tại: <strong>{termOf({ termStart: start, termEnd: end })}</strong>
          </>
        ) : (
          'Chưa ghi nhận nhiệm kỳ hiện tại (chưa có cán bộ đương nhiệm có ngày nhiệm kỳ)'
        )}
      </Typography.Text>
      {data.boards.map((board) => (
        <Card
          key={board.board}
          size="small"
          title={`${board.label} (${board.members.length})`}
          data-board={board.board}
        >
          {board.members.length ? (
            <Table<BoardPerson>
              size="small"
              rowKey="staffId"
              pagination={false}
              columns={columns}
              dataSource={board.members}
              scroll={{ x: 'max-content' }}
            />
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={`Chưa có cán bộ đương nhiệm trong ${board.label}`}
            >
              {addStaffHref && (
                <Link to={addStaffHref}>
                  <Button icon={<UserAddOutlined />}>Thêm cán bộ công đoàn</Button>
                </Link>
              )}
            </Empty>
          )}
        </Card>
      ))}
      <Card size="small" title={`Đã thôi (${left.length})`}>
        {left.length ? (
          <Table<LeftPerson>
            size="small"
            rowKey="staffId"
            pagination={false}
            columns={leftColumns}
            dataSource={left}
            scroll={{ x: 'max-content' }}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có cán bộ nào đã thôi" />
        )}
      </Card>
    </Flex>
  );
}

/** 'Ban lãnh đạo': the union's boards, read from its staff and the boards their positions sit on. */
export function UnionBoardsTab({ organizationId }: { organizationId: number }) {
  const ability = useAppAbility();
  const boards = useUnionBoards(organizationId);
  if (boards.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (boards.isError) return <Alert type="error" showIcon title={boards.error.message} />;
  const addStaffHref = ability.can('create', 'staff')
    ? pathWithQuery(paths.staff.list.path, { organizationId })
    : undefined;
  return <UnionBoardsView data={boards.data} addStaffHref={addStaffHref} />;
}
