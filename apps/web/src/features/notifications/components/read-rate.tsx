import { formatNumber, type NotificationItem } from '@congdoan/shared';
import { Progress, Typography } from 'antd';

/** Read rate in whole percent (0 when it reached no one). */
export const readPercent = (read: number, sent: number) => (sent > 0 ? Math.round((read / sent) * 100) : 0);

/** How far a notification has been read: 'x/y đã đọc' on a bar, or 'Chưa gửi'. */
export function ReadRate({ item }: { item: NotificationItem }) {
  if (!item.guiLanDau) return <Typography.Text type="secondary">Chưa gửi</Typography.Text>;
  return (
    <Progress
      percent={readPercent(item.soDaDoc, item.soNguoiNhan)}
      size="small"
      format={() => `${formatNumber(item.soDaDoc)}/${formatNumber(item.soNguoiNhan)} đã đọc`}
      aria-label={`Tỷ lệ đã đọc: ${item.tieuDe}`}
    />
  );
}
