import { SearchOutlined } from '@ant-design/icons';
import { type PermissionCatalogueGroup, type PermissionHolder, toSearchText } from '@congdoan/shared';
import { Alert, Card, Flex, Input, Skeleton, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { usePermissionCatalogue } from '../api/list-permission-catalogue';

/** One right of the catalogue as a table row: its subject (shown on the subject's first row only). */
export interface CatalogueRow {
  key: string;
  subject: string;
  subjectLabel: string;
  /** How many rows the subject's cell spans (0 on its later rows). */
  subjectSpan: number;
  action: string;
  label: string;
  code: string;
  roles: PermissionHolder[];
}

/**
 * A group's rights as rows, only those whose subject, right, code or holding role matches `search`
 * (accents ignored); each subject's first row spans its others.
 */
export function catalogueRows(group: PermissionCatalogueGroup, search = ''): CatalogueRow[] {
  const wanted = toSearchText(search.trim());
  const matches = (text: string) => toSearchText(text).includes(wanted);
  return group.subjects.flatMap((s) => {
    const rights = wanted
      ? s.rights.filter(
          (r) =>
            matches(s.label) || matches(r.label) || matches(r.code) || r.roles.some((h) => matches(h.name)),
        )
      : s.rights;
    return rights.map((r, i) => ({
      key: r.code,
      subject: s.subject,
      subjectLabel: s.label,
      subjectSpan: i === 0 ? rights.length : 0,
      action: r.action,
      label: r.label,
      code: r.code,
      roles: r.roles,
    }));
  });
}

function Holders({ roles, canEditRights }: { roles: PermissionHolder[]; canEditRights: boolean }) {
  if (!roles.length) return <Typography.Text type="secondary">Chưa vai trò nào có quyền này</Typography.Text>;
  return (
    <Flex gap={4} wrap>
      {roles.map((role) => (
        <Tag
          key={role.id}
          color={role.isAdmin ? 'gold' : 'blue'}
          title={role.isAdmin ? 'Toàn quyền' : undefined}
        >
          {canEditRights && !role.isAdmin ? (
            <Link to={paths.users.rights.getHref(role.id)}>{role.name}</Link>
          ) : (
            role.name
          )}
        </Tag>
      ))}
    </Flex>
  );
}

/**
 * /apps/manage/permissions: the permission catalogue by group, each right with its code and the roles
 * holding it (read-only; rights are changed on the rights page, which each role's name opens).
 */
export function PermissionsPage() {
  const catalogue = usePermissionCatalogue();
  const canReadRoles = useAppAbility().can('read', 'role');
  const [search, setSearch] = useState('');

  if (catalogue.isPending) return <Skeleton active />;
  if (catalogue.isError) return <Alert type="error" showIcon title={catalogue.error.message} />;

  const groups = catalogue.data.list
    .map((group) => ({ group, rows: catalogueRows(group, search) }))
    .filter(({ rows }) => rows.length > 0);

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Typography.Text type="secondary">
            Danh mục quyền của hệ thống theo nhóm chức năng. Vai trò quản trị hệ thống luôn có toàn quyền.
          </Typography.Text>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            aria-label="Tìm quyền hoặc vai trò"
            placeholder="Tìm quyền, mã quyền hoặc vai trò"
            style={{ maxWidth: 320 }}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Flex>
      </Card>
      {groups.length === 0 && <Alert type="info" showIcon title="Không có quyền nào khớp với từ khóa." />}
      {groups.map(({ group, rows }) => (
        <Card key={group.code} title={group.name} size="small">
          <Table<CatalogueRow>
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={rows}
            columns={[
              {
                title: 'Chức năng',
                dataIndex: 'subjectLabel',
                width: '22%',
                onCell: (row) => ({ rowSpan: row.subjectSpan }),
              },
              { title: 'Quyền', dataIndex: 'label', width: '18%' },
              {
                title: 'Mã quyền',
                dataIndex: 'code',
                width: '22%',
                render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
              },
              {
                title: 'Vai trò có quyền',
                dataIndex: 'roles',
                render: (roles: PermissionHolder[]) => <Holders roles={roles} canEditRights={canReadRoles} />,
              },
            ]}
          />
        </Card>
      ))}
    </Flex>
  );
}
