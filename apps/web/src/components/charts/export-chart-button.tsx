import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { saveFile } from '../../lib/save-file';
import { chartFileName, type ImageHeader, svgToPng } from './chart-export';
import type { ChartHandle } from './echart';

/**
 * Downloads a chart as a PNG image named after its title; disabled until the chart is drawn. The
 * image is made from the chart's SVG at twice its size (sharp when printed or pasted in a report).
 */
export function ExportChartButton({
  title,
  chart,
  header,
}: {
  title: string;
  chart: ChartHandle | null;
  /** A band above the chart in the image: its title, the scope and the day. */
  header?: ImageHeader;
}) {
  const [busy, setBusy] = useState(false);
  const exportImage = async () => {
    if (!chart) return;
    setBusy(true);
    try {
      saveFile({ blob: await svgToPng(chart.toSvg(), 2, header), fileName: chartFileName(title) });
    } catch {
      // a browser that cannot draw the SVG onto a canvas still gets the chart, as SVG
      saveFile({
        blob: new Blob([chart.toSvg()], { type: 'image/svg+xml' }),
        fileName: chartFileName(title, 'svg'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      disabled={!chart}
      loading={busy}
      onClick={() => void exportImage()}
      aria-label={`Tải ảnh biểu đồ ${title}`}
    >
      Tải ảnh
    </Button>
  );
}
