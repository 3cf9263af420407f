import { formatNumber, type NotificationItem, percentOf } from '@congdoan/shared';
import { Progress, Typography } from 'antd';

/** Read rate in whole percent; null when it reached no one (no rate, not 0 %). */
export const readPercent = (read: number, sent: number) => percentOf(read, sent, 0);

/** How far a notification has been read: 'x/y đã đọc' on a bar, or 'Chưa gửi'. */
export function ReadRate({ item }: { item: NotificationItem }) {
  if (!item.guiLanDau) return <Typography.Text type="secondary">Chưa gửi</Typography.Text>;
  return (
    <Progress
      // 'x/y đã đọc' says it reached no one: the bar stays empty
      percent={readPercent(item.soDaDoc, item.soNguoiNhan) ?? 0}
      size="small"
      format={() => `${formatNumber(item.soDaDoc)}/${formatNumber(item.soNguoiNhan)} đã đọc`}
      aria-label={`Tỷ lệ đã đọc: ${item.tieuDe}`}
    />
  );
}
