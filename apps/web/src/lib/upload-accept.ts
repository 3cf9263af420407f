import type { UploadProps } from 'antd';

/**
 * An Upload's `accept` that only guides the file dialog. With a plain string antd drops a dragged
 * file of another type without a word; this way every file reaches the page's own checks, which
 * say why one is refused.
 */
export const acceptInDialog = (format: string): NonNullable<UploadProps['accept']> => ({
  format,
  filter: 'native',
});
