import {
  ANALYTICS_MEASURES_MAX,
  type AnalyticsDefinition,
  DIMENSION_KEYS,
  DIMENSIONS,
  type DimensionKey,
  MEASURE_KEYS,
  MEASURES,
  type MeasureKey,
  type MeasureSource,
  PERIOD_GRAIN_LABELS,
  PERIOD_GRAINS,
} from '@congdoan/shared';
import { Button, Flex, Form, Radio, Select, Switch, Tooltip, Typography } from 'antd';
import { MonthField } from '../../../../components/date-field';
import { dimensionMisfit, measureMisfit } from './catalogue-fit';
import { FilterLines, filterAsDimension } from './filter-lines';

const SOURCE_LABELS: Record<MeasureSource, string> = {
  figures: 'Số liệu của công đoàn cơ sở',
  members: 'Hồ sơ đoàn viên',
  unions: 'Công đoàn cơ sở',
  events: 'Sự kiện',
  reports: 'Báo cáo đoàn số',
  companies: 'Doanh nghiệp',
};

const CHART_LABELS: Record<AnalyticsDefinition['chart'], string> = {
  bar: 'Cột',
  line: 'Đường',
  stacked: 'Cột chồng',
  none: 'Không vẽ',
};

const usedDimensions = (d: AnalyticsDefinition): DimensionKey[] => [
  ...d.rows,
  ...d.columns,
  ...d.filters.flatMap((f) => (f.dimension === 'period' ? [] : [filterAsDimension(f.dimension)])),
];

/**
 * The pickers of a report: measures (grouped by where they are read from, each with its hint;
 * those the chosen dimensions cannot split are disabled with the reason), rows, columns, filters,
 * the period and its grain, the comparison with a year earlier and the chart.
 */
export function BuilderPanel({
  draft,
  onChange,
  onRun,
  problem,
}: {
  draft: AnalyticsDefinition;
  onChange: (next: AnalyticsDefinition) => void;
  onRun: () => void;
  problem: string | null;
}) {
  const set = (patch: Partial<AnalyticsDefinition>) => onChange({ ...draft, ...patch });
  const used = usedDimensions(draft);
  const full = draft.measures.length >= ANALYTICS_MEASURES_MAX;

  const measureGroups = (Object.keys(SOURCE_LABELS) as MeasureSource[]).map((source) => ({
    label: SOURCE_LABELS[source],
    title: SOURCE_LABELS[source],
    options: MEASURE_KEYS.filter((m) => MEASURES[m].source === source).map((m) => {
      const misfit = measureMisfit(m, used);
      const chosen = draft.measures.includes(m);
      const reason = misfit ?? (full && !chosen ? `Chọn tối đa ${ANALYTICS_MEASURES_MAX} chỉ số` : null);
      return {
        value: m,
        disabled: !chosen && reason !== null,
        label: (
          <Tooltip title={reason ? `${MEASURES[m].hint}. ${reason}` : MEASURES[m].hint} placement="right">
            <span>
              {MEASURES[m].label}
              {reason && !chosen ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {` — ${reason}`}
                </Typography.Text>
              ) : null}
            </span>
          </Tooltip>
        ),
        title: MEASURES[m].label,
      };
    }),
  }));

  const dimensionOptions = (taken: readonly DimensionKey[]) =>
    DIMENSION_KEYS.filter((d) => !taken.includes(d)).map((d) => {
      const misfit = dimensionMisfit(d, draft.measures);
      return {
        value: d,
        disabled: misfit !== null,
        title: misfit ?? DIMENSIONS[d].label,
        label: misfit ? `${DIMENSIONS[d].label} (${misfit})` : DIMENSIONS[d].label,
      };
    });

  return (
    <Form layout="vertical" onFinish={onRun} requiredMark={false} noValidate>
      <Form.Item label="Chỉ số" htmlFor="analytics-measures" extra="Di chuột vào chỉ số để xem cách tính">
        <Select
          id="analytics-measures"
          mode="multiple"
          value={draft.measures}
          onChange={(measures: MeasureKey[]) => set({ measures })}
          options={measureGroups}
          optionFilterProp="title"
          placeholder="Chọn chỉ số"
        />
      </Form.Item>
      <Form.Item label="Hàng (tối đa 2 chiều)" htmlFor="analytics-rows">
        <Select
          id="analytics-rows"
          mode="multiple"
          maxCount={2}
          value={draft.rows}
          onChange={(rows: DimensionKey[]) => set({ rows })}
          options={dimensionOptions(draft.columns)}
          optionFilterProp="title"
          placeholder="Không chia hàng"
        />
      </Form.Item>
      <Form.Item label="Cột (tối đa 1 chiều)" htmlFor="analytics-columns">
        <Select
          id="analytics-columns"
          allowClear
          showSearch
          value={draft.columns[0]}
          onChange={(column?: DimensionKey) => set({ columns: column ? [column] : [] })}
          options={dimensionOptions(draft.rows)}
          optionFilterProp="title"
          placeholder="Không chia cột"
        />
      </Form.Item>
      <Form.Item label="Bộ lọc">
        <FilterLines
          filters={draft.filters}
          measures={draft.measures}
          onChange={(filters) => set({ filters })}
        />
      </Form.Item>
      <Form.Item label="Kỳ thống kê">
        <Radio.Group
          optionType="button"
          value={draft.grain}
          onChange={(e) => set({ grain: e.target.value })}
          options={PERIOD_GRAINS.map((g) => ({ value: g, label: PERIOD_GRAIN_LABELS[g] }))}
        />
      </Form.Item>
      <Flex gap={8} wrap>
        <Form.Item label="Từ tháng" htmlFor="analytics-from" style={{ flex: 1, minWidth: 130 }}>
          <MonthField
            id="analytics-from"
            value={draft.from}
            onChange={(m) => set({ from: m })}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label="Đến tháng" htmlFor="analytics-to" style={{ flex: 1, minWidth: 130 }}>
          <MonthField
            id="analytics-to"
            value={draft.to}
            onChange={(m) => set({ to: m })}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Flex>
      <Form.Item>
        <Flex gap={8} align="center">
          <Switch id="analytics-compare" checked={draft.compare} onChange={(compare) => set({ compare })} />
          <label htmlFor="analytics-compare">So sánh cùng kỳ năm trước</label>
        </Flex>
      </Form.Item>
      <Form.Item label="Biểu đồ">
        <Radio.Group
          optionType="button"
          value={draft.chart}
          onChange={(e) => set({ chart: e.target.value })}
          options={(Object.keys(CHART_LABELS) as AnalyticsDefinition['chart'][]).map((c) => ({
            value: c,
            label: CHART_LABELS[c],
          }))}
        />
      </Form.Item>
      {problem && (
        <Typography.Paragraph type="danger" role="alert">
          {problem}
        </Typography.Paragraph>
      )}
      {/* no spinner here: a loading button's faded text fails contrast; the result shows its own */}
      <Button type="primary" htmlType="submit" block>
        Xem báo cáo
      </Button>
    </Form>
  );
}
