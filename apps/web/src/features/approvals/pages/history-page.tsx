import { RequestList } from '../components/request-list';

const DONE = ['da_duyet', 'tu_choi', 'da_huy'] as const;

/**
 * /trade-union/approval/history: the decided and cancelled requests the caller may see (their own,
 * and those of the unions of their scope, deciding or sending).
 */
export function HistoryPage() {
  return (
    <RequestList
      endpoint="history"
      title="Lịch sử phê duyệt"
      states={DONE}
      emptyText="Chưa có yêu cầu nào được xử lý"
    />
  );
}
