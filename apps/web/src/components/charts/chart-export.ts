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

/**
 * The lines an exported image carries above its chart, so that it reads on its own when pasted in
 * a report: what it shows, whose figures (the caller's scope) and as of which day.
 */
export interface ImageHeader {
  title: string;
  /** 'Phạm vi: Toàn tỉnh'. */
  scope: string;
  /** 'Số liệu ngày 06/12/2026'. */
  date: string;
}

const HEADER_PAD = 16;
const TITLE_SIZE = 16;
const LINE_SIZE = 13;
const LINE_GAP = 6;
/** The band's height in CSS pixels: the title, the scope and the date under each other. */
export const headerHeight = () => HEADER_PAD * 2 + TITLE_SIZE + (LINE_SIZE + LINE_GAP) * 2;

/** Draws the header band (white, dark text: an image is printed or pasted on paper, whatever the skin). */
function drawHeader(context: CanvasRenderingContext2D, width: number, header: ImageHeader) {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, headerHeight());
  context.textBaseline = 'top';
  context.fillStyle = '#1f1f1f';
  context.font = `600 ${TITLE_SIZE}px system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`;
  context.fillText(header.title, HEADER_PAD, HEADER_PAD, width - HEADER_PAD * 2);
  context.fillStyle = '#595959';
  context.font = `${LINE_SIZE}px system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`;
  const top = HEADER_PAD + TITLE_SIZE + LINE_GAP;
  context.fillText(header.scope, HEADER_PAD, top, width - HEADER_PAD * 2);
  context.fillText(header.date, HEADER_PAD, top + LINE_SIZE + LINE_GAP, width - HEADER_PAD * 2);
}

/**
 * Draws an SVG (as text) onto a canvas at `scale` and answers it as a PNG; with `header`, under a
 * band naming its title, the scope and the day.
 */
export async function svgToPng(svg: string, scale = 2, header?: ImageHeader): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const band = header ? headerHeight() : 0;
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(image.naturalWidth * scale);
    canvas.height = Math.ceil((image.naturalHeight + band) * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Trình duyệt không vẽ được ảnh');
    context.scale(scale, scale);
    if (header) drawHeader(context, image.naturalWidth, header);
    context.drawImage(image, 0, band);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Không tạo được ảnh'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
