import type { RegistrationItem } from '@congdoan/shared';
import { messageOf } from '../../../lib/use-toast';

/**
 * What one scan at the door does, apart from the dialog so that a test drives it without a camera:
 * the code goes to the server, the answer is said in words ('Đã điểm danh: Nguyễn Văn A', or the
 * server's refusal), and the dialog stays open for the next.
 */

export interface ScanOutcome {
  kind: 'success' | 'error';
  text: string;
  /** The code scanned. */
  code: string;
  /** When (epoch ms). */
  at: number;
}

/** A camera reads the same code several times a second while it is held up: once is enough. */
export const REPEAT_SCAN_MS = 3000;

export interface ScannerDeps {
  submit: (code: string) => Promise<RegistrationItem>;
  show: (outcome: ScanOutcome) => void;
  now?: () => number;
}

export const scanSuccessText = (row: Pick<RegistrationItem, 'fullName'>) => `Đã điểm danh: ${row.fullName}`;

export function createScanner({ submit, show, now = Date.now }: ScannerDeps) {
  let last: { code: string; at: number } | null = null;
  /** A code typed or sent by a USB scanner (Enter): always submitted. */
  const submitCode = async (raw: string) => {
    const code = raw.trim();
    if (!code) return;
    last = { code, at: now() };
    try {
      const row = await submit(code);
      show({ kind: 'success', text: scanSuccessText(row), code, at: now() });
    } catch (error) {
      show({ kind: 'error', text: messageOf(error), code, at: now() });
    }
  };
  /** A code the camera read: the same one again within REPEAT_SCAN_MS is the same person still in view. */
  const cameraRead = (raw: string) => {
    const code = raw.trim();
    if (last && last.code === code && now() - last.at < REPEAT_SCAN_MS) return Promise.resolve();
    return submitCode(code);
  };
  return { submitCode, cameraRead };
}

/** Why the camera did not open, in words. */
export function cameraErrorText(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Chưa được phép dùng camera: hãy cho phép trong trình duyệt, hoặc nhập mã bên dưới';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'Không tìm thấy camera: hãy dùng máy quét hoặc nhập mã bên dưới';
  if (name === 'NotReadableError') return 'Camera đang được ứng dụng khác sử dụng';
  return 'Không mở được camera: hãy dùng máy quét hoặc nhập mã bên dưới';
}
