import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';

/**
 * The camera's QR reader: ZXing's QR decoder (@zxing/library, imported by its own modules: the
 * package's index brings every format and weighs 125 kB gzip, the QR reader alone a fifth of it),
 * fed a few frames a second from the camera. Imported by the scan dialog when the camera is turned
 * on, so that its code never weighs on another page (docs/decisions.md,
 * "Attendance QR codes: antd's QRCode to show, ZXing's QR reader to scan").
 */

/** How long the reader rests between two frames: a phone's battery lasts a day of check-in. */
const SCAN_INTERVAL_MS = 250;
/** Frames are scaled down to this side: enough for a code held up to the camera, cheap to read. */
const FRAME_SIDE_MAX = 640;

/** Pixels as a canvas gives them (RGBA, four bytes a pixel). */
export interface Frame {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The text of the QR code in a frame, or null when none can be read in it. */
export function readQrCode({ data, width, height }: Frame): string | null {
  const grey = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; i < grey.length; i += 1, p += 4) {
    // green counts twice, as ZXing's own sources do
    grey[i] = (data[p]! + 2 * data[p + 1]! + data[p + 2]!) >> 2;
  }
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(grey, width, height)));
    return new QRCodeReader().decode(bitmap).getText();
  } catch {
    // no code in the frame, or one too blurred or cut to read: the next frame will tell
    return null;
  }
}

/**
 * Shows the back camera in `video` and calls `onCode` with every QR code it reads (the same code
 * again and again while it stays in view: the caller drops repeats). Answers the stop.
 */
export async function startQrCamera(video: HTMLVideoElement, onCode: (text: string) => void) {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment' },
    audio: false,
  });
  const stopStream = () => {
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  try {
    video.srcObject = stream;
    await video.play();
  } catch (error) {
    stopStream();
    throw error;
  }
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const timer = setInterval(() => {
    if (!context || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return;
    const scale = Math.min(1, FRAME_SIDE_MAX / Math.max(video.videoWidth, video.videoHeight));
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const text = readQrCode(context.getImageData(0, 0, canvas.width, canvas.height));
    if (text) onCode(text);
  }, SCAN_INTERVAL_MS);
  return () => {
    clearInterval(timer);
    stopStream();
  };
}
