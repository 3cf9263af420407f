import {
  ApartmentOutlined,
  CheckCircleOutlined,
  ClusterOutlined,
  EnvironmentOutlined,
  LockOutlined,
  ReloadOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import {
  DATA_SCOPE_LABELS,
  type DashboardSummary,
  formatNumber,
  formatPercent,
  ORGANIZATION_LEVEL_LABELS,
  ORGANIZATION_LEVELS,
  percentOf,
} from '@congdoan/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Empty, Flex, Row, Typography } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useNearScreen } from '../../../components/charts/use-near-screen';
import { useAppAbility } from '../../../lib/ability';
import { ROOT } from '../../../lib/query-keys';
import { useSessionUser } from '../../../lib/use-session-user';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { useOverview } from '../api/get-overview';
import { useReportProgress } from '../api/get-report-progress';
import { EventsCard } from '../components/events-card';
import { FigureHead } from '../components/figure-head';
import { OverviewCards } from '../components/overview-cards';
import { ReportProgressCard } from '../components/report-progress-card';
import { ShareBar } from '../components/share-bar';
import { UsersByRoleTable } from '../components/users-by-role-table';

// Below the first screen: the charts' code and data come as the user scrolls near them, and
// ECharts after it, with the first chart near the screen (docs/architecture.md, "First-load budget").
const ChartsSection = lazy(() =>
  import('../components/charts-section').then((m) => ({ default: m.ChartsSection })),
);

function StatCard({
  title,
  value,
  icon,
  color,
  loading,
  footnote,
}: {
  title: string;
  value: number | undefined;
  icon: ReactNode;
  color: string;
  loading: boolean;
  footnote?: ReactNode;
}) {
  return (
    <Card loading={loading} style={{ height: '100%' }}>
      <FigureHead title={title} value={value} icon={icon} color={color} />
      {footnote && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {footnote}
        </Typography.Text>
      )}
    </Card>
  );
}

function OrganizationsByLevel({
  organizations,
}: {
  organizations: NonNullable<DashboardSummary['organizations']>;
}) {
  const counts = new Map(organizations.byLevel.map((row) => [row.level, row.count]));
  return (
    <Flex vertical gap={14}>
      {ORGANIZATION_LEVELS.map((level) => {
        const count = counts.get(level) ?? 0;
        return (
          <div key={level}>
            <Flex justify="space-between">
              <Typography.Text>{ORGANIZATION_LEVEL_LABELS[level]}</Typography.Text>
              <Typography.Text strong>{formatNumber(count)}</Typography.Text>
            </Flex>
            <ShareBar
              percent={percentOf(count, organizations.total)}
              label={ORGANIZATION_LEVEL_LABELS[level]}
            />
          </div>
        );
      })}
    </Flex>
  );
}

/**
 * Trang chủ: real figures of GET dashboard/summary, within the caller's data scope; `after`: what
 * the app adds below them, rendered (and so its code and calls fetched) only as it nears the screen.
 */
export function DashboardPage({ after }: { after?: ReactNode }) {
  const user = useSessionUser();
  const ability = useAppAbility();
  const can = ability.can.bind(ability);
  const { data, isPending, isError, error, refetch, isFetching } = useDashboardSummary();
  const loading = isPending && !isError;
  const overview = useOverview();
  const progress = useReportProgress(can('read', 'membership-report'));
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: ROOT.dashboard });
  // watched once what stands above it has its height: while loading, the page is short
  const aboveLoaded = !isPending && !overview.isPending && !progress.isLoading;
  const charts = useNearScreen('0px', aboveLoaded);
  const below = useNearScreen('200px', aboveLoaded);

  return (
    <Flex vertical gap={20}>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              Xin chào, {user?.fullName}
            </Typography.Title>
            <Typography.Text type="secondary">
              Vai trò: {user?.roleName}
              {user?.scope && ` · Phạm vi số liệu: ${DATA_SCOPE_LABELS[user.scope]}`}
            </Typography.Text>
          </div>
          <Button icon={<ReloadOutlined />} onClick={reload} loading={isFetching || overview.isFetching}>
            Tải lại
          </Button>
        </Flex>
      </Card>

      {isError && (
        <Alert
          type="error"
          showIcon
          title="Không tải được số liệu tổng quan"
          description={error.message}
          action={
            <Button size="small" onClick={() => void refetch()}>
              Thử lại
            </Button>
          }
        />
      )}

      {overview.isError && (
        <Alert
          type="error"
          showIcon
          title="Không tải được số liệu tổng quan"
          description={overview.error.message}
        />
      )}

      <OverviewCards
        overview={overview.data}
        loading={overview.isPending && !overview.isError}
        shown={{
          organizations: can('read', 'organization'),
          events: can('read', 'event'),
          reports: can('update', 'membership-report'),
        }}
      />

      {can('read', 'membership-report') && (
        <ReportProgressCard items={progress.data?.list} loading={progress.isPending && !progress.isError} />
      )}

      {can('read', 'event') && (loading || data?.events) && (
        <EventsCard events={data?.events ?? null} loading={loading} />
      )}

      {can('statistic', 'organization') && (
        <div ref={charts.ref} style={{ minHeight: charts.near ? undefined : 480 }}>
          {charts.near && (
            <Suspense fallback={null}>
              <ChartsSection />
            </Suspense>
          )}
        </div>
      )}

      <Row gutter={[20, 20]}>
        {can('read', 'user') && (
          <>
            <Col xs={24} sm={12} xl={8}>
              <StatCard
                title="Tổng số người dùng"
                value={data?.users?.total}
                icon={<TeamOutlined />}
                color="#1677ff"
                loading={loading}
              />
            </Col>
            <Col xs={24} sm={12} xl={8}>
              <StatCard
                title="Người dùng đang hoạt động"
                value={data?.users?.active}
                icon={<CheckCircleOutlined />}
                color="#389e0d"
                loading={loading}
                footnote={
                  data?.users &&
                  `${formatPercent(percentOf(data.users.active, data.users.total))} tổng số người dùng`
                }
              />
            </Col>
            <Col xs={24} sm={12} xl={8}>
              <StatCard
                title="Tài khoản bị khóa"
                value={data?.users?.locked}
                icon={<LockOutlined />}
                color="#cf1322"
                loading={loading}
              />
            </Col>
          </>
        )}
        {can('read', 'organization') && (
          <Col xs={24} sm={12} xl={8}>
            <StatCard
              title="Tổ chức công đoàn"
              value={data?.organizations?.total}
              icon={<ApartmentOutlined />}
              color="#722ed1"
              loading={loading}
            />
          </Col>
        )}
        {can('read', 'ward') && (
          <Col xs={24} sm={12} xl={8}>
            <StatCard
              title="Xã/phường"
              value={data?.wards ?? undefined}
              icon={<EnvironmentOutlined />}
              color="#08979c"
              loading={loading}
            />
          </Col>
        )}
        {can('read', 'industrial-zone') && (
          <Col xs={24} sm={12} xl={8}>
            <StatCard
              title="Cụm/khu công nghiệp"
              value={data?.industrialZones ?? undefined}
              icon={<ClusterOutlined />}
              color="#d46b08"
              loading={loading}
            />
          </Col>
        )}
      </Row>

      <Row gutter={[20, 20]}>
        {can('read', 'user') && (
          <Col xs={24} xl={14}>
            <Card title="Người dùng theo vai trò" loading={loading} style={{ height: '100%' }}>
              {data?.users && <UsersByRoleTable users={data.users} />}
            </Card>
          </Col>
        )}
        {can('read', 'organization') && (
          <Col xs={24} xl={10}>
            <Card title="Tổ chức công đoàn theo cấp" loading={loading} style={{ height: '100%' }}>
              {data?.organizations &&
                (data.organizations.total > 0 ? (
                  <OrganizationsByLevel organizations={data.organizations} />
                ) : (
                  <Empty description="Không có dữ liệu" />
                ))}
            </Card>
          </Col>
        )}
        <Col xs={24} xl={can('read', 'user') ? 24 : 14}>
          <Card title="Thông tin của bạn" style={{ height: '100%' }}>
            <Descriptions
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'org', label: 'Đơn vị', children: user?.organizationName ?? 'Chưa gắn đơn vị' },
                { key: 'ward', label: 'Xã/phường', children: user?.xaPhuongName ?? '—' },
                { key: 'zone', label: 'Cụm/khu công nghiệp', children: user?.cumKhuCnName ?? '—' },
                { key: 'roles', label: 'Vai trò', children: user?.listRoles.map((r) => r.label).join(', ') },
              ]}
            />
          </Card>
        </Col>
      </Row>
      {after && <div ref={below.ref}>{below.near && after}</div>}
    </Flex>
  );
}
