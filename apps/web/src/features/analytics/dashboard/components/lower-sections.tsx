import { Flex, Typography } from 'antd';
import type { DashboardState } from '../dashboard-state';
import { TrendCharts } from './trend-charts';
import { UnitsChart } from './units-chart';

/**
 * What stands below the cards, loaded as one chunk as it nears the screen: the charts over time,
 * then the units of the current node to drill into.
 */
export function LowerSections({
  state,
  imageHeader,
  onDrill,
}: {
  state: DashboardState;
  imageHeader: string[];
  onDrill: (unit: { id: number; name: string }) => void;
}) {
  return (
    <Flex vertical gap={20}>
      <section aria-labelledby="analytics-trends-title">
        <Typography.Title level={5} id="analytics-trends-title" style={{ marginTop: 0 }}>
          Diễn biến theo thời gian
        </Typography.Title>
        <TrendCharts state={state} imageHeader={imageHeader} />
      </section>
      <section aria-labelledby="analytics-units-title">
        <Typography.Title level={5} id="analytics-units-title" style={{ marginTop: 0 }}>
          Theo đơn vị
        </Typography.Title>
        <UnitsChart state={state} imageHeader={imageHeader} onDrill={onDrill} />
      </section>
    </Flex>
  );
}
