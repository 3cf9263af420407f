import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, type EChartsType, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

/*
 * The only module that imports ECharts, loaded with the first chart the dashboard draws
 * (docs/decisions.md, "Charts with ECharts"): its core with the bar, line and pie charts, the grid, the
 * legend, the tooltip and the SVG renderer, nothing more. SVG keeps the text as text (Vietnamese as the
 * page's font draws it) and gives the export its image as it is.
 */
use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface ChartHandle {
  /** The chart as an SVG document. */
  toSvg: () => string;
}

export function EChart({
  option,
  height,
  onReady,
  onSelect,
}: {
  /** An option of the charts registered above (barOption, timeOption, a pie, the builder's lines). */
  option: EChartsCoreOption;
  height: number;
  onReady?: (handle: ChartHandle | null) => void;
  /** A click on a category (a bar): its index in the option's data. */
  onSelect?: (index: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = init(element, null, { renderer: 'svg' });
    chart.current = instance;
    const resized = new ResizeObserver(() => instance.resize());
    resized.observe(element);
    instance.on('click', (params) => {
      if (typeof params.dataIndex === 'number') select.current?.(params.dataIndex);
    });
    onReady?.({ toSvg: () => instance.renderToSVGString() });
    return () => {
      onReady?.(null);
      resized.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [onReady]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
    chart.current?.resize();
  }, [option]);

  return <div ref={box} style={{ width: '100%', height }} />;
}
