import { FileExcelOutlined } from '@ant-design/icons';
import { formatNumber } from '@congdoan/shared';
import { Button, Card, Empty, Flex, Skeleton, Space, theme } from 'antd';
import { type CSSProperties, lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useCompactList } from '../../lib/use-compact-list';
import type { ChartHandle } from './echart';
import { ExportChartButton } from './export-chart-button';
import { FigureTable, useFigureCells } from './figure-table';
import { type StatChartKind, statBarOption, statDonutOption, statPyramidOption } from './stat-options';
import { useNearScreen } from './use-near-screen';

// ECharts comes with the first chart scrolled near the screen, never with the page's first load.
const EChart = lazy(() => import('./echart').then((m) => ({ default: m.EChart })));

export interface StatRow {
  name: string;
  values: readonly number[];
}

/**
 * A table of counts as a real table (the chart's text alternative): a caption naming it, each
 * row's name as its header, a total row at the foot.
 */
export function StatTable({
  caption,
  rowTitle,
  columns,
  rows,
}: {
  caption: string;
  rowTitle: string;
  columns: readonly string[];
  rows: readonly StatRow[];
}) {
  const { cell, head } = useFigureCells();
  const first: CSSProperties = {
    ...cell,
    textAlign: 'start',
    whiteSpace: 'normal',
    minWidth: 120,
    fontWeight: 400,
  };
  const totals = columns.map((_, c) => rows.reduce((s, r) => s + (r.values[c] ?? 0), 0));
  return (
    <FigureTable caption={caption} maxHeight={360}>
      <thead>
        <tr>
          <th scope="col" style={{ ...head, textAlign: 'start' }}>
            {rowTitle}
          </th>
          {columns.map((c) => (
            <th key={c} scope="col" style={head}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" style={first}>
              {row.name}
            </th>
            {row.values.map((v, i) => (
              <td key={columns[i]} style={cell}>
                {formatNumber(v)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" style={{ ...first, fontWeight: 600 }}>
            Tổng cộng
          </th>
          {totals.map((v, i) => (
            <td key={columns[i]} style={{ ...cell, fontWeight: 600 }}>
              {formatNumber(v)}
            </td>
          ))}
        </tr>
      </tfoot>
    </FigureTable>
  );
}

const heightOf = (kind: StatChartKind, count: number) =>
  kind === 'donut' ? 300 : Math.max(200, 56 + count * (kind === 'pyramid' ? 40 : 32));

/**
 * One block of a statistics page: its chart (bars, a donut or a pyramid), a button that downloads
 * the chart as an image under a band naming its title, the scope and the day, one that downloads
 * its table as a workbook (when given), and the table itself below the chart.
 */
export function StatFigure({
  title,
  rowTitle,
  columns,
  rows,
  kind = 'bar',
  header,
  excel,
}: {
  title: string;
  rowTitle: string;
  /** The heads of the number columns; the chart draws one series each (a pyramid: two). */
  columns: readonly string[];
  rows: readonly StatRow[];
  kind?: StatChartKind;
  /** The scope and the day the image names (its title is `title`). */
  /** Whose figures ('Phạm vi: Toàn tỉnh') and of which day, under the title in the image. */
  header: { scope: string; date: string };
  /** The table as a workbook: what the button does, and whether it is under way. */
  excel?: { download: () => void; busy: boolean };
}) {
  const { token } = theme.useToken();
  const [handle, setHandle] = useState<ChartHandle | null>(null);
  const onReady = useCallback((h: ChartHandle | null) => setHandle(h), []);
  const { ref, near } = useNearScreen();
  const narrow = useCompactList();
  const option = useMemo(() => {
    const colors = {
      text: token.colorText,
      secondaryText: token.colorTextSecondary,
      line: token.colorBorderSecondary,
      background: token.colorBgContainer,
      fontFamily: token.fontFamily,
    };
    const names = rows.map((r) => r.name);
    const series = columns.map((name, c) => ({ name, values: rows.map((r) => r.values[c] ?? 0) }));
    if (kind === 'donut') return statDonutOption(names, series[0]?.values ?? [], colors);
    if (kind === 'pyramid' && series.length === 2)
      return statPyramidOption(names, [series[0]!, series[1]!], colors, narrow);
    return statBarOption(names, series, colors, narrow);
  }, [rows, columns, kind, narrow, token]);
  const height = heightOf(kind, rows.length);
  const empty = rows.every((r) => r.values.every((v) => v === 0));

  // On a phone the buttons go under the title, which would otherwise be cut to a few words.
  const actions = !empty && (
    <Space size={8} wrap>
      <ExportChartButton title={title} chart={handle} header={[header.scope, header.date]} />
      {excel && (
        <Button
          size="small"
          icon={<FileExcelOutlined />}
          loading={excel.busy}
          onClick={excel.download}
          aria-label={`Xuất Excel bảng ${title}`}
        >
          Excel
        </Button>
      )}
    </Space>
  );

  return (
    <Card
      title={<span style={{ whiteSpace: 'normal' }}>{title}</span>}
      style={{ height: '100%' }}
      extra={narrow ? undefined : actions}
    >
      {narrow && actions && <div style={{ marginBottom: 12 }}>{actions}</div>}
      {empty ? (
        <Empty description="Không có dữ liệu" />
      ) : (
        <Flex vertical gap={16}>
          <div
            ref={ref}
            role="img"
            aria-label={`Biểu đồ ${title}; số liệu ở bảng bên dưới`}
            style={{ minHeight: height }}
          >
            {near && (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
                <EChart option={option} height={height} onReady={onReady} />
              </Suspense>
            )}
          </div>
          <StatTable caption={`${title}: số liệu`} rowTitle={rowTitle} columns={columns} rows={rows} />
        </Flex>
      )}
    </Card>
  );
}
