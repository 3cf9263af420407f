import { CameraOutlined, CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Alert, Button, Flex, Input, type InputRef, Modal, Typography, theme } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/format-date-time';
import { useRecordAttendanceByCode } from '../api/record-attendance-qr';
import { cameraErrorText, createScanner, type ScanOutcome } from './event-registrations-scan';

/** How many scans the dialog lists under the last one. */
const HISTORY_SIZE = 8;

type CameraState = { kind: 'off' } | { kind: 'starting' } | { kind: 'on' } | { kind: 'failed'; text: string };

/**
 * The camera's picture, reading QR codes while it is on. Its reader (@zxing/browser) is fetched
 * when the camera is turned on, never before.
 */
function CameraPanel({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  // on or off, and a new attempt after a refusal (permission granted meanwhile, camera plugged in)
  const [wanted, setWanted] = useState({ on: true, attempt: 0 });
  const [camera, setCamera] = useState<CameraState>({ kind: 'off' });
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });

  useEffect(() => {
    if (!wanted.on) {
      setCamera({ kind: 'off' });
      return;
    }
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera({ kind: 'failed', text: 'Trình duyệt không cho dùng camera ở đây: hãy nhập mã bên dưới' });
      return;
    }
    let stop: (() => void) | undefined;
    let gone = false;
    setCamera({ kind: 'starting' });
    import('./event-registrations-qr-camera')
      .then(({ startQrCamera }) => {
        if (gone || !video.current) return undefined;
        return startQrCamera(video.current, (code) => latest.current(code));
      })
      .then((stopCamera) => {
        if (!stopCamera) return;
        if (gone) stopCamera();
        else {
          stop = stopCamera;
          setCamera({ kind: 'on' });
        }
      })
      .catch((error: unknown) => {
        if (!gone) setCamera({ kind: 'failed', text: cameraErrorText(error) });
      });
    return () => {
      gone = true;
      stop?.();
    };
  }, [wanted]);

  return (
    <Flex vertical gap={8}>
      <video
        ref={video}
        muted
        playsInline
        aria-label="Hình ảnh camera để quét mã QR"
        style={{
          display: camera.kind === 'on' || camera.kind === 'starting' ? 'block' : 'none',
          width: '100%',
          maxHeight: 280,
          borderRadius: 8,
          background: '#000',
          objectFit: 'cover',
        }}
      />
      {camera.kind === 'starting' && <Typography.Text type="secondary">Đang mở camera…</Typography.Text>}
      {camera.kind === 'failed' && <Alert type="warning" showIcon title={camera.text} />}
      <div>
        {camera.kind === 'failed' ? (
          <Button
            icon={<CameraOutlined />}
            onClick={() => setWanted((w) => ({ on: true, attempt: w.attempt + 1 }))}
          >
            Thử lại camera
          </Button>
        ) : (
          <Button icon={<CameraOutlined />} onClick={() => setWanted((w) => ({ ...w, on: !w.on }))}>
            {wanted.on ? 'Tắt camera' : 'Bật camera'}
          </Button>
        )}
      </div>
    </Flex>
  );
}

/** A scan's outcome as a line: green tick or red cross, the words, the time. */
function OutcomeLine({ outcome }: { outcome: ScanOutcome }) {
  const { token } = theme.useToken();
  return (
    <Flex component="li" gap={8} align="baseline">
      {outcome.kind === 'success' ? (
        <CheckCircleFilled style={{ color: token.colorSuccess }} aria-label="Thành công" role="img" />
      ) : (
        <CloseCircleFilled style={{ color: token.colorError }} aria-label="Lỗi" role="img" />
      )}
      <Typography.Text>{outcome.text}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 'auto' }}>
        {formatDateTime(new Date(outcome.at).toISOString())}
      </Typography.Text>
    </Flex>
  );
}

/**
 * 'Quét mã QR' (issue P9 §4): the officer at the door marks people present from the code on their
 * profile, read by the camera, by a USB scanner (which types the code and Enter into the field) or
 * typed. Each scan says who was marked or why not, and the dialog stays open for the next.
 */
export function EventRegistrationsQrDialog({
  eventId,
  eventName,
  onClose,
}: {
  eventId: number;
  eventName: string;
  onClose: () => void;
}) {
  const record = useRecordAttendanceByCode();
  const [code, setCode] = useState('');
  const [outcomes, setOutcomes] = useState<ScanOutcome[]>([]);
  const field = useRef<InputRef>(null);
  const mutate = record.mutateAsync;
  const scanner = useMemo(
    () =>
      createScanner({
        submit: (ma) => mutate({ eventId, ma }),
        show: (outcome) => setOutcomes((list) => [outcome, ...list].slice(0, HISTORY_SIZE)),
      }),
    [mutate, eventId],
  );
  const [last, ...earlier] = outcomes;

  const submitTyped = () => {
    const typed = code;
    setCode('');
    void scanner.submitCode(typed);
    field.current?.focus();
  };

  return (
    <Modal
      open
      title={`Điểm danh bằng mã QR: ${eventName}`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Đóng</Button>}
      destroyOnHidden
      width={520}
    >
      <Flex vertical gap={16}>
        <CameraPanel onCode={(read) => void scanner.cameraRead(read)} />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitTyped();
          }}
        >
          <label htmlFor="attendance-code-input">
            <Typography.Text strong>Mã điểm danh</Typography.Text>
          </label>
          <Flex gap={8} style={{ marginTop: 4 }}>
            <Input
              id="attendance-code-input"
              ref={field}
              autoFocus
              autoComplete="off"
              maxLength={200}
              placeholder="Quét bằng máy quét hoặc nhập mã, rồi nhấn Enter"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="primary" htmlType="submit" loading={record.isPending} disabled={!code.trim()}>
              Điểm danh
            </Button>
          </Flex>
        </form>
        <div role="status" aria-live="polite">
          {last && (
            <Alert
              type={last.kind}
              showIcon
              title={last.text}
              description={`Lúc ${formatDateTime(new Date(last.at).toISOString())}`}
            />
          )}
        </div>
        {earlier.length > 0 && (
          <div>
            <Typography.Text type="secondary">Các lần quét trước</Typography.Text>
            <Flex
              component="ul"
              vertical
              gap={4}
              style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}
            >
              {earlier.map((outcome) => (
                <OutcomeLine key={`${outcome.at}-${outcome.code}`} outcome={outcome} />
              ))}
            </Flex>
          </div>
        )}
      </Flex>
    </Modal>
  );
}
