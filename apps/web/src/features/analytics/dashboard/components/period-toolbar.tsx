import {
  ANALYTICS_MONTHS_MAX,
  monthsBetween,
  PERIOD_GRAIN_LABELS,
  PERIOD_GRAINS,
  type PeriodGrain,
} from '@congdoan/shared';
import { Checkbox, Flex, Segmented, Typography } from 'antd';
import { MonthField } from '../../../../components/date-field';
import type { DashboardState } from '../dashboard-state';

/**
 * The periods the dashboard reads: month, quarter or year, from one month to another (at most ten
 * years), and whether each period meets the same period a year earlier.
 */
export function PeriodToolbar({
  state,
  onChange,
}: {
  state: DashboardState;
  onChange: (next: Partial<DashboardState>) => void;
}) {
  const within = (from: string, to: string) => from <= to && monthsBetween(from, to) <= ANALYTICS_MONTHS_MAX;
  return (
    <Flex wrap gap={12} align="center">
      <Segmented<PeriodGrain>
        aria-label="Thống kê theo"
        options={PERIOD_GRAINS.map((g) => ({ value: g, label: PERIOD_GRAIN_LABELS[g] }))}
        value={state.grain}
        onChange={(grain) => onChange({ grain })}
      />
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary">Từ</Typography.Text>
        <MonthField
          aria-label="Từ tháng"
          value={state.from}
          disabledMonth={(month) => !within(month, state.to)}
          onChange={(from) => onChange({ from })}
          style={{ width: 120 }}
        />
        <Typography.Text type="secondary">đến</Typography.Text>
        <MonthField
          aria-label="Đến tháng"
          value={state.to}
          disabledMonth={(month) => !within(state.from, month)}
          onChange={(to) => onChange({ to })}
          style={{ width: 120 }}
        />
      </Flex>
      <Checkbox checked={state.compare} onChange={(e) => onChange({ compare: e.target.checked })}>
        So sánh cùng kỳ năm trước
      </Checkbox>
    </Flex>
  );
}
