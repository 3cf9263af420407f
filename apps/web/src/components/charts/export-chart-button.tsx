import { DownloadOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useState } from 'react';
import { saveFile } from '../../lib/save-file';
import { chartFileName, svgToPng, svgWithHeader } from './chart-export';
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
  /** The lines the image carries under its title, in a band above the chart (whose figures, when). */
  header?: readonly string[];
}) {
  const { token } = theme.useToken();
  const [busy, setBusy] = useState(false);
  const svgOf = (handle: ChartHandle) =>
    header
      ? svgWithHeader(handle.toSvg(), {
          title,
          lines: header,
          fontFamily: token.fontFamily,
          colors: {
            text: token.colorTextHeading,
            secondaryText: token.colorTextSecondary,
            background: token.colorBgContainer,
          },
        })
      : handle.toSvg();
  const exportImage = async () => {
    if (!chart) return;
    setBusy(true);
    try {
      saveFile({ blob: await svgToPng(svgOf(chart)), fileName: chartFileName(title) });
    } catch {
      // a browser that cannot draw the SVG onto a canvas still gets the chart, as SVG
      saveFile({
        blob: new Blob([svgOf(chart)], { type: 'image/svg+xml' }),
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
