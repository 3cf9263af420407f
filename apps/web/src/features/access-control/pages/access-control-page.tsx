import {
  ACTION_LABELS,
  type Action,
  type AppSubject,
  SUBJECT_LABELS,
  SUBJECTS,
  type Subject,
} from '@congdoan/shared';
import { Alert, Card, Table, Tag } from 'antd';
import { useAppAbility } from '../../../lib/ability';
import { useSessionUser } from '../../../lib/use-session-user';

const EXTRA_SUBJECT_LABELS: Partial<Record<AppSubject, string>> = {
  auth: 'Tài khoản và đăng nhập',
};

const subjectLabel = (subject: string) =>
  SUBJECT_LABELS[subject as Subject] ?? EXTRA_SUBJECT_LABELS[subject as AppSubject] ?? subject;
const actionLabel = (action: string) => ACTION_LABELS[action as Action] ?? action;
const catalogueOrder = (subject: string) => {
  const index = SUBJECTS.indexOf(subject as Subject);
  return index === -1 ? SUBJECTS.length : index;
};

/** /access-control: what the active role may do, read from the ability (the client role's landing). */
export function AccessControlPage() {
  const ability = useAppAbility();
  const user = useSessionUser();
  const everything = ability.can('manage', 'all');

  const bySubject = new Map<string, Set<string>>();
  for (const rule of ability.rules) {
    if (rule.inverted) continue;
    for (const subject of [rule.subject].flat()) {
      for (const action of [rule.action].flat()) {
        const actions = bySubject.get(String(subject)) ?? new Set<string>();
        actions.add(String(action));
        bySubject.set(String(subject), actions);
      }
    }
  }
  const rows = [...bySubject]
    .map(([subject, actions]) => ({ subject, actions: [...actions] }))
    .sort((a, b) => catalogueOrder(a.subject) - catalogueOrder(b.subject));

  return (
    <Card title={`Quyền của vai trò ${user?.roleName ?? ''}`}>
      {everything ? (
        <Alert type="success" showIcon title="Vai trò này có toàn quyền trên hệ thống." />
      ) : (
        <Table
          rowKey="subject"
          pagination={false}
          dataSource={rows}
          locale={{ emptyText: 'Không có dữ liệu' }}
          columns={[
            { title: 'Chức năng', dataIndex: 'subject', render: subjectLabel, width: '40%' },
            {
              title: 'Quyền được cấp',
              dataIndex: 'actions',
              render: (actions: string[]) =>
                actions.map((action) => (
                  <Tag key={action} color="blue">
                    {actionLabel(action)}
                  </Tag>
                )),
            },
          ]}
        />
      )}
    </Card>
  );
}
