import type { MemberTransferResult } from '@congdoan/shared';
import { Alert, Button, Flex, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const LIST_STYLE = { margin: '8px 0 0', paddingInlineStart: 20 };

interface TransferResultProps {
  result: MemberTransferResult;
  /** The names of the members sent, by id. */
  names: ReadonlyMap<number, string>;
  /** The receiving union's name. */
  toName: string;
  onAgain: () => void;
}

/** What a transfer did: the members moved now, and those waiting for the receiving side, with their requests. */
export function TransferResult({ result, names, toName, onAgain }: TransferResultProps) {
  const nameOf = (id: number) => names.get(id) ?? `Đoàn viên #${id}`;
  const moved = result.moved.length;
  const waiting = result.requested.length;
  return (
    <Result
      status={waiting > 0 && moved === 0 ? 'info' : 'success'}
      title={
        moved > 0 && waiting === 0
          ? `Đã chuyển ${moved} đoàn viên sang ${toName}`
          : waiting > 0 && moved === 0
            ? `Đã gửi ${waiting} yêu cầu chuyển sinh hoạt sang ${toName}`
            : `Đã chuyển ${moved} đoàn viên, ${waiting} đoàn viên chờ phê duyệt`
      }
      extra={
        <Button type="primary" onClick={onAgain}>
          Chuyển sinh hoạt đoàn viên khác
        </Button>
      }
    >
      <Flex vertical gap={16}>
        {moved > 0 && (
          <Alert
            type="success"
            showIcon
            title={`Đã chuyển ngay (${moved})`}
            description={
              <ul style={LIST_STYLE}>
                {result.moved.map((id) => (
                  <li key={id}>
                    <Link to={paths.members.detail.getHref(id)}>{nameOf(id)}</Link>
                  </li>
                ))}
              </ul>
            }
          />
        )}
        {waiting > 0 && (
          <Alert
            type="info"
            showIcon
            title={`Chờ đơn vị nhận phê duyệt (${waiting})`}
            description={
              <>
                {toName} nằm ngoài phạm vi quản lý của bạn: đoàn viên được chuyển khi đơn vị nhận phê duyệt.
                <ul style={LIST_STYLE}>
                  {result.requested.map((r) => (
                    <li key={r.approvalId}>
                      {nameOf(r.memberId)} —{' '}
                      <Link to={paths.approval.detail.getHref(r.approvalId)}>Xem yêu cầu</Link>
                    </li>
                  ))}
                </ul>
              </>
            }
          />
        )}
      </Flex>
    </Result>
  );
}
