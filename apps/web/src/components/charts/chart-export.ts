/** Exporting a chart as an image: its SVG as ECharts draws it, turned into a PNG in the browser. */

/** A file name from a chart's title: no accents, no spaces ('Đoàn viên theo giới tính' → 'doan-vien-theo-gioi-tinh.png'). */
export function chartFileName(title: string, extension = 'png'): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'bieu-do'}.${extension}`;
}

/** Draws an SVG (as text) onto a canvas at `scale` and answers it as a PNG. */
export async function svgToPng(svg: string, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(image.naturalWidth * scale);
    canvas.height = Math.ceil(image.naturalHeight * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Trình duyệt không vẽ được ảnh');
    context.scale(scale, scale);
    context.drawImage(image, 0, 0);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Không tạo được ảnh'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The height of the band an exported chart carries above it, for `lines` under its title. */
export const headerBandHeight = (lines: number) => 40 + lines * 20;

/**
 * The chart's SVG under a band naming it: its title, then each line (whose figures, and when), so
 * that the image read on its own (pasted in a report, printed) says what it shows. The chart is
 * kept whole, as a nested SVG below the band.
 */
export function svgWithHeader(
  svg: string,
  {
    title,
    lines = [],
    fontFamily = 'sans-serif',
    colors = { text: '#1f1f1f', secondaryText: '#595959', background: '#ffffff' },
  }: {
    title: string;
    lines?: readonly string[];
    fontFamily?: string;
    /** The skin's, so that the band and the chart below it read as one picture. */
    colors?: { text: string; secondaryText: string; background: string };
  },
): string {
  const root = /^\s*(?:<\?xml[^>]*>\s*)?<svg\b([^>]*)>/.exec(svg);
  const number = (name: string) => Number(new RegExp(`\\b${name}="([\\d.]+)`).exec(root?.[1] ?? '')?.[1]);
  const width = number('width');
  const height = number('height');
  if (!root || !width || !height) return svg;
  const band = headerBandHeight(lines.length);
  const font = escapeXml(fontFamily);
  const text = (y: number, size: number, weight: number, color: string, value: string) =>
    `<text x="16" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${color}">${escapeXml(value)}</text>`;
  const chart = `<svg x="0" y="${band}"${root[1]}>${svg.slice(root.index + root[0].length)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height + band}" viewBox="0 0 ${width} ${height + band}">`,
    `<rect width="100%" height="100%" fill="${escapeXml(colors.background)}"/>`,
    text(26, 16, 600, escapeXml(colors.text), title),
    ...lines.map((line, i) => text(48 + i * 20, 12, 400, escapeXml(colors.secondaryText), line)),
    chart,
    '</svg>',
  ].join('');
}
