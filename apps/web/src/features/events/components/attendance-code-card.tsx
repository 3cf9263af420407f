import { Alert, Card, Flex, QRCode, Skeleton, Typography } from 'antd';
import { useAttendanceCode } from '../api/get-attendance-code';

export const ATTENDANCE_CODE_HINT = 'Đưa mã này cho cán bộ khi điểm danh';

/** The code as a QR code, with the code in letters under it (for typing when no camera reads it). */
export function AttendanceCodeView({ code }: { code: string }) {
  return (
    <Flex vertical align="center" gap={12} style={{ textAlign: 'center' }}>
      {/* Black on white in both skins: a scanner reads a dark code on a light ground. */}
      <QRCode
        type="svg"
        value={code}
        size={200}
        color="#000000"
        bgColor="#ffffff"
        errorLevel="M"
        role="img"
        aria-label="Mã QR điểm danh của bạn"
      />
      <Typography.Text copyable={{ text: code, tooltips: ['Sao chép', 'Đã sao chép'] }} code>
        {code}
      </Typography.Text>
      <Typography.Text type="secondary">{ATTENDANCE_CODE_HINT}</Typography.Text>
    </Flex>
  );
}

/**
 * 'Mã điểm danh sự kiện' on the profile page (issue P9 §4): the member shows it at the door and the
 * officer scans it in the event's 'Quét mã QR' dialog.
 */
export function AttendanceCodeCard() {
  const code = useAttendanceCode();
  return (
    <Card title="Mã điểm danh sự kiện">
      {code.isError && <Alert type="error" showIcon title={code.error.message} />}
      {code.isPending && (
        <Flex justify="center">
          <Skeleton.Node active style={{ width: 200, height: 200 }} />
        </Flex>
      )}
      {code.data && <AttendanceCodeView code={code.data.ma} />}
    </Card>
  );
}
