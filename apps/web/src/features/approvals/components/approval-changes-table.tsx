import type { ApprovalDetail } from '@congdoan/shared';
import { Card, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { KeyboardScroll } from '../../../components/keyboard-scroll';
import { useCompactList } from '../../../lib/use-compact-list';
import { changeTexts, fieldLabel, MEMBER_FIELD_LABELS } from './member-field-labels';

interface Row {
  key: string;
  label: string;
  old: string;
  asked: string;
  current: string;
  /** The record holds another value now than when asked (a stale request shows it). */
  moved: boolean;
}

const NO_VALUE = '—';
const shown = (text: string) => text || NO_VALUE;

/** The fields in the order a member's record shows them (an unknown one last). */
const FIELD_ORDER = Object.keys(MEMBER_FIELD_LABELS);
const orderOf = (field: string) => {
  const at = FIELD_ORDER.indexOf(field);
  return at === -1 ? FIELD_ORDER.length : at;
};

/**
 * The rows of the table, in the record's order: one a field, its values as read; `moved` where the
 * record changed since.
 */
export function changeRows(request: Pick<ApprovalDetail, 'changes' | 'kind' | 'state'>): Row[] {
  const changes = [...request.changes].sort((a, b) => orderOf(a.field) - orderOf(b.field));
  return changes.map((c) => {
    const texts = changeTexts(c);
    return {
      key: c.field,
      label: fieldLabel(c.field),
      ...texts,
      // A transfer's date has no value before or now; a decided request's current value is its result.
      moved:
        request.state === 'cho_duyet' &&
        request.kind !== 'ket_nap' &&
        c.field !== 'effectiveOn' &&
        texts.old !== texts.current,
    };
  });
}

/**
 * The request's changes side by side: field | value when asked | value asked for | value now. An
 * admission has no value before it, so it shows the values asked for alone.
 */
export function ApprovalChangesTable({ request }: { request: ApprovalDetail }) {
  const rows = changeRows(request);
  const admission = request.kind === 'ket_nap';
  const compact = useCompactList();
  if (compact) return <ChangeCards rows={rows} admission={admission} />;
  const columns: ColumnType<Row>[] = [
    { title: 'Thông tin', dataIndex: 'label', key: 'label', width: 200 },
    ...(admission
      ? []
      : [{ title: 'Giá trị cũ', key: 'old', render: (_v: unknown, r: Row) => shown(r.old) }]),
    {
      title: 'Giá trị đề nghị',
      key: 'asked',
      render: (_v, r) => <Typography.Text strong>{shown(r.asked)}</Typography.Text>,
    },
    ...(admission
      ? []
      : [
          {
            title: 'Giá trị hiện tại',
            key: 'current',
            render: (_v: unknown, r: Row) => <CurrentValue row={r} />,
          },
        ]),
  ];
  return (
    <KeyboardScroll label="Bảng thông tin đề nghị thay đổi">
      <Table<Row>
        rowKey="key"
        size="middle"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: admission ? 480 : 720 }}
        locale={{ emptyText: 'Không có dữ liệu' }}
      />
    </KeyboardScroll>
  );
}

/** The current value, marked when the record changed since the request. */
function CurrentValue({ row }: { row: Row }) {
  return row.moved ? (
    <Typography.Text type="warning" strong>
      {shown(row.current)} <Tag color="orange">Đã thay đổi</Tag>
    </Typography.Text>
  ) : (
    shown(row.current)
  );
}

/** On a phone, one small card a field: its name, then its values one under the other. */
function ChangeCards({ rows, admission }: { rows: Row[]; admission: boolean }) {
  if (rows.length === 0) return <Typography.Text type="secondary">Không có dữ liệu</Typography.Text>;
  return (
    <Flex vertical gap={8} role="list" aria-label="Thông tin đề nghị thay đổi">
      {rows.map((r) => (
        <Card key={r.key} size="small" role="listitem" title={r.label}>
          <Flex vertical gap={2}>
            {!admission && <Typography.Text type="secondary">Giá trị cũ: {shown(r.old)}</Typography.Text>}
            <Typography.Text strong>Giá trị đề nghị: {shown(r.asked)}</Typography.Text>
            {!admission && (
              <span>
                Giá trị hiện tại: <CurrentValue row={r} />
              </span>
            )}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
