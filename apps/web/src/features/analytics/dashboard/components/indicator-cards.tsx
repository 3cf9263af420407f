import {
  type AnalyticsResult,
  formatNumber,
  formatPercent,
  MEASURES,
  type MeasureKey,
  measureFormat,
  percentOf,
} from '@congdoan/shared';
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import { INDICATORS, periodRows } from '../dashboard-state';

/** A measure's value as it reads: a rate in percent, else a whole number; none: a dash. */
export const formatMeasure = (measure: MeasureKey, value: number | null | undefined) =>
  value == null
    ? '—'
    : measureFormat(measure) === 'percent'
      ? formatPercent(value * 100)
      : formatNumber(value);

/** The change of a value against a year earlier: '+1.234 (+5,2%)', for a rate in points. */
export function changeText(measure: MeasureKey, value: number | null, before: number | null): string | null {
  if (value == null || before == null) return null;
  const sign = (n: number) => (n > 0 ? '+' : n < 0 ? '−' : '±');
  if (measureFormat(measure) === 'percent') {
    // rounded as it is written, so that a change too small to show reads ±0, not −0
    const points = Math.round((value - before) * 1000) / 10;
    return `${sign(points)}${formatNumber(Math.abs(points))} điểm %`;
  }
  const diff = value - before;
  // against nothing a year earlier, no share of it
  const share = percentOf(Math.abs(diff), before);
  const ofBefore = share === null ? '' : ` (${sign(diff)}${formatPercent(share)})`;
  return `${sign(diff)}${formatNumber(Math.abs(diff))}${ofBefore}`;
}

/** Leavers rising is bad news; every other indicator rising is good. */
const RISE_IS_BAD: readonly MeasureKey[] = ['leavers'];

/**
 * The indicators at the end of the range: each measure's value in the last period, and its change
 * against the same period a year earlier. Two cards a row on a phone, six on a wide screen.
 */
export function IndicatorCards({
  result,
  loading,
}: {
  result: AnalyticsResult | undefined;
  loading: boolean;
}) {
  const { token } = theme.useToken();
  const last = result ? periodRows(result).at(-1) : undefined;
  return (
    <section aria-label="Chỉ số chính">
      {last && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          Số liệu {last.ten.toLowerCase()}, so với cùng kỳ năm trước
        </Typography.Paragraph>
      )}
      <Row gutter={[16, 16]}>
        {INDICATORS.map((measure) => {
          const value = last?.values[measure] ?? null;
          const before = last?.previous[measure] ?? null;
          const change = changeText(measure, value, before);
          const diff = value != null && before != null ? value - before : 0;
          const good = RISE_IS_BAD.includes(measure) ? diff < 0 : diff > 0;
          return (
            <Col key={measure} xs={12} md={8} xl={4}>
              <Card loading={loading && !last} style={{ height: '100%' }} styles={{ body: { padding: 16 } }}>
                <Flex vertical gap={4}>
                  <Typography.Text type="secondary">{MEASURES[measure].label}</Typography.Text>
                  <span
                    style={{ fontSize: 24, fontWeight: 600, lineHeight: 1.2, color: token.colorTextHeading }}
                  >
                    {formatMeasure(measure, value)}
                  </span>
                  {change && (
                    <Typography.Text
                      style={{ fontSize: 12 }}
                      type={change.startsWith('±') ? 'secondary' : good ? 'success' : 'danger'}
                    >
                      {change}
                    </Typography.Text>
                  )}
                </Flex>
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
