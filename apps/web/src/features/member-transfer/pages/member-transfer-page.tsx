import { SwapOutlined } from '@ant-design/icons';
import {
  formatNumber,
  MEMBER_REASON_MAX,
  type MemberItem,
  type MemberTransferResult,
  memberTransferBody,
  vietnamDate,
} from '@congdoan/shared';
import { Alert, Button, Card, Flex, Form, Input, Table, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { CellLines } from '../../../components/cell-lines';
import { DateField } from '../../../components/date-field';
import { ListSearch } from '../../../components/list-search';
import { OrganizationSelect } from '../../../components/organization-select';
import { rulesFrom } from '../../../lib/form-rules';
import { formatDate } from '../../../lib/format-date-time';
import { useCompactList } from '../../../lib/use-compact-list';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';
import { messageOf, useToast } from '../../../lib/use-toast';
import {
  TRANSFER_PICKER_PAGE_SIZE,
  type TransferableFilters,
  useTransferableMembers,
} from '../api/list-transferable-members';
import { useTransferMembers } from '../api/transfer-members';
import { TransferResult } from '../components/transfer-result';
import { TransferTargetSelect } from '../components/transfer-target-select';

const rules = rulesFrom(memberTransferBody);

interface TransferFormValues {
  toOrganizationId?: number;
  effectiveOn?: string;
  reason?: string;
}

/** On a phone one column: the name, with the card number and the union under it. */
const phoneColumns: ColumnType<MemberItem>[] = [
  {
    title: 'Đoàn viên',
    key: 'fullName',
    render: (_v, row) => (
      <CellLines sub={`${row.cardNumber} · ${row.organizationName}`} ellipsis>
        {row.fullName}
      </CellLines>
    ),
  },
];

const columns: ColumnType<MemberItem>[] = [
  { title: 'Họ và tên', dataIndex: 'fullName', key: 'fullName', width: 200, ellipsis: true },
  { title: 'Công đoàn cơ sở', dataIndex: 'organizationName', key: 'organizationName', ellipsis: true },
  {
    title: 'Ngày sinh',
    key: 'dateOfBirth',
    width: 120,
    render: (_v, row) => formatDate(row.dateOfBirth),
  },
  { title: 'Số thẻ', dataIndex: 'cardNumber', key: 'cardNumber', width: 150 },
];

/**
 * /trade-union/members/transfer: pick members đang sinh hoạt, the receiving grassroots union, the
 * date and the reason. Into a union of the caller's scope they move at once; elsewhere each becomes
 * a request the receiving side approves, and the result says which.
 */
export function MemberTransferPage() {
  const [filters, setFilters] = useState<TransferableFilters>({ page: 1, limit: TRANSFER_PICKER_PAGE_SIZE });
  const [typed, setTyped] = useState('');
  const members = useTransferableMembers(filters);
  const [chosen, setChosen] = useState<ReadonlyMap<number, string>>(new Map());
  const [toName, setToName] = useState('');
  const [form] = Form.useForm<TransferFormValues>();
  const transfer = useTransferMembers();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{
    result: MemberTransferResult;
    names: ReadonlyMap<number, string>;
  } | null>(null);

  const filter = (change: Partial<TransferableFilters>) => setFilters((f) => ({ ...f, page: 1, ...change }));
  const search = useDebouncedCallback((text: string) => filter({ search: text.trim() || undefined }));
  const rows = members.data?.list ?? [];
  const compact = useCompactList();

  const onFinish = async (values: TransferFormValues) => {
    setError(null);
    if (chosen.size === 0) {
      setError('Vui lòng chọn đoàn viên');
      return;
    }
    try {
      const result = await transfer.mutateAsync({
        memberIds: [...chosen.keys()],
        toOrganizationId: values.toOrganizationId!,
        effectiveOn: values.effectiveOn!,
        reason: values.reason?.trim() || null,
      });
      toast.success(
        result.requested.length ? 'Đã gửi yêu cầu chuyển sinh hoạt' : 'Đã chuyển sinh hoạt đoàn viên',
        toName,
      );
      setDone({ result, names: chosen });
      setChosen(new Map());
      form.resetFields();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  if (done) {
    return (
      <Card>
        <TransferResult
          result={done.result}
          names={done.names}
          toName={toName}
          onAgain={() => setDone(null)}
        />
      </Card>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Card title="Chọn đoàn viên chuyển đi">
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <ListSearch
            aria-label="Tìm đoàn viên"
            placeholder="Tìm theo tên, CCCD, số thẻ, điện thoại"
            value={typed}
            onChange={(text) => {
              setTyped(text);
              search(text);
            }}
            onSubmit={(text) => {
              search.cancel();
              filter({ search: text.trim() || undefined });
            }}
            style={{ width: 320, maxWidth: '100%' }}
          />
          <OrganizationSelect
            aria-label="Đơn vị"
            placeholder="Mọi đơn vị"
            value={filters.organizationId ?? null}
            onChange={(id) => filter({ organizationId: id ?? undefined })}
            style={{ width: 280, maxWidth: '100%' }}
          />
        </Flex>
        {members.error && (
          <Alert type="error" showIcon title={members.error.message} style={{ marginBottom: 16 }} />
        )}
        <Table<MemberItem>
          rowKey="id"
          size="middle"
          columns={compact ? phoneColumns : columns}
          dataSource={rows}
          loading={members.isFetching}
          // The columns keep to the card's width, their lines cut rather than widened: a table that
          // scrolls sideways measures its column titles in a hidden row, the select-all box among them.
          tableLayout="fixed"
          locale={{ emptyText: filters.search ? 'Không tìm thấy' : 'Không có dữ liệu' }}
          rowSelection={{
            selectedRowKeys: [...chosen.keys()],
            preserveSelectedRowKeys: true,
            onChange: (keys) => {
              const next = new Map<number, string>();
              for (const key of keys) {
                const id = Number(key);
                const name = chosen.get(id) ?? rows.find((r) => r.id === id)?.fullName;
                if (name !== undefined) next.set(id, name);
              }
              setChosen(next);
            },
          }}
          pagination={{
            current: filters.page,
            pageSize: filters.limit,
            total: members.data?.count ?? 0,
            showSizeChanger: false,
            size: compact ? 'small' : undefined,
            showTotal: (total) =>
              `${members.data?.countCapped ? 'Hơn ' : 'Tổng '}${formatNumber(total)} đoàn viên đang sinh hoạt`,
            onChange: (page) => setFilters((f) => ({ ...f, page })),
          }}
        />
      </Card>
      <Card title="Thông tin chuyển sinh hoạt">
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Typography.Paragraph>
          Đã chọn <strong>{formatNumber(chosen.size)}</strong> đoàn viên
          {chosen.size > 0 && ':'}
        </Typography.Paragraph>
        {chosen.size > 0 && (
          <Flex gap={4} wrap style={{ marginBottom: 16 }}>
            {[...chosen].map(([id, name]) => (
              <Tag
                key={id}
                closable
                onClose={() => setChosen((c) => new Map([...c].filter(([k]) => k !== id)))}
              >
                {name}
              </Tag>
            ))}
          </Flex>
        )}
        <Form<TransferFormValues>
          noValidate
          form={form}
          layout="vertical"
          initialValues={{ effectiveOn: vietnamDate() }}
          onFinish={(values) => void onFinish(values)}
          disabled={transfer.isPending}
          style={{ maxWidth: 640 }}
        >
          <Form.Item name="toOrganizationId" label="Công đoàn cơ sở nhận" rules={rules('toOrganizationId')}>
            <TransferTargetSelect
              placeholder="Chọn công đoàn cơ sở"
              onChange={(_id, o) => setToName(o?.label ?? '')}
            />
          </Form.Item>
          <Form.Item name="effectiveOn" label="Ngày chuyển" rules={rules('effectiveOn')}>
            <DateField />
          </Form.Item>
          <Form.Item name="reason" label="Lý do" rules={rules('reason')}>
            <Input.TextArea rows={3} maxLength={MEMBER_REASON_MAX} />
          </Form.Item>
          <Typography.Paragraph type="secondary">
            Chuyển sang đơn vị trong phạm vi quản lý của bạn được thực hiện ngay; sang đơn vị khác sẽ tạo yêu
            cầu chờ đơn vị nhận phê duyệt.
          </Typography.Paragraph>
          <Button type="primary" htmlType="submit" icon={<SwapOutlined />} loading={transfer.isPending}>
            Chuyển sinh hoạt
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
