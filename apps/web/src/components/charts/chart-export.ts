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
