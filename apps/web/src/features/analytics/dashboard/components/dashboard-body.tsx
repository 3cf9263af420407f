import { ReloadOutlined } from '@ant-design/icons';
import { DATA_SCOPE_LABELS, PERIOD_GRAIN_LABELS } from '@congdoan/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useNearScreen } from '../../../../components/charts/use-near-screen';
import { formatDay } from '../../../../lib/format-date-time';
import { ROOT } from '../../../../lib/query-keys';
import { useSessionUser } from '../../../../lib/use-session-user';
import { organizationNameQuery } from '../../../../lookups/organization-name';
import { useAnalytics } from '../api/query-analytics';
import { type DashboardState, indicatorsDefinition, readState, stateParams } from '../dashboard-state';
import { DrillPath, useUnitName } from './drill-path';
import { IndicatorCards } from './indicator-cards';
import { PeriodToolbar } from './period-toolbar';

// Below the cards: the charts' code, their data and ECharts come as the user nears them
// (docs/architecture.md, "First-load budget").
const LowerSections = lazy(() => import('./lower-sections').then((m) => ({ default: m.LowerSections })));

const monthText = (month: string) => month.split('-').reverse().join('/');

/**
 * The dashboard itself: the period toolbar and the drill path, the indicator cards at the end of the
 * range, then, near the screen, the charts over its periods and the units to drill into.
 */
export function DashboardBody() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readState(params), [params]);
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const indicators = useAnalytics(indicatorsDefinition(state));
  const lower = useNearScreen('200px', !indicators.isPending);

  const go = (next: Partial<DashboardState>) => setParams(stateParams({ ...state, ...next }));
  const drill = (unit: { id: number; name: string }) => {
    queryClient.setQueryData(organizationNameQuery(unit.id).queryKey, unit.name);
    go({ path: [...state.path, unit.id] });
  };

  const scope = indicators.data?.scope ?? (user ? DATA_SCOPE_LABELS[user.scope] : 'Toàn tỉnh');
  const unitName = useUnitName(state.path.at(-1));
  const imageHeader = [
    `Phạm vi: ${unitName ? `${scope} › ${unitName}` : scope}`,
    `${PERIOD_GRAIN_LABELS[state.grain]} ${monthText(state.from)} – ${monthText(state.to)} · Ngày xuất ${formatDay(new Date().toISOString())}`,
  ];

  return (
    <Flex vertical gap={20}>
      <Card styles={{ body: { padding: 16 } }}>
        <Flex vertical gap={12}>
          <Flex justify="space-between" align="center" wrap gap={12}>
            <DrillPath
              scope={scope}
              path={state.path}
              onGo={(depth) => go({ path: state.path.slice(0, depth) })}
            />
            <Button
              icon={<ReloadOutlined />}
              loading={indicators.isFetching}
              onClick={() => void queryClient.invalidateQueries({ queryKey: ROOT.analytics })}
            >
              Tải lại
            </Button>
          </Flex>
          <PeriodToolbar state={state} onChange={go} />
        </Flex>
      </Card>

      {indicators.isError && (
        <Alert
          type="error"
          showIcon
          title="Không tải được số liệu"
          description={indicators.error.message}
          action={
            <Button size="small" onClick={() => void indicators.refetch()}>
              Thử lại
            </Button>
          }
        />
      )}

      <IndicatorCards result={indicators.data} loading={indicators.isPending && !indicators.isError} />

      <div ref={lower.ref} style={{ minHeight: lower.near ? undefined : 480 }}>
        {lower.near && (
          <Suspense fallback={null}>
            <LowerSections state={state} imageHeader={imageHeader} onDrill={drill} />
          </Suspense>
        )}
      </div>
    </Flex>
  );
}
