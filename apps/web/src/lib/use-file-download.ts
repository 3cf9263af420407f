import { useState } from 'react';
import type { DownloadedFile, DownloadProgress } from './api-client';
import { saveFile } from './save-file';
import { messageOf, useToast } from './use-toast';

/** How much of a download has come: bytes received, and the size when the server says it. */
export interface DownloadState {
  received: number;
  total: number | null;
}

/**
 * A file asked of the server from a button and handed to the browser: `busy` while it comes (the
 * button's spinner), and a failure said in a toast under `failed` ('Xuất Excel thất bại'). A file
 * fetched with the `onProgress` it is given reports the bytes received in `progress`.
 */
export function useFileDownload(failed: string) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<DownloadState | null>(null);
  /** The last failure, in Vietnamese, for a page that also says it beside its button. */
  const [error, setError] = useState<string | null>(null);
  const download = async (file: (onProgress: DownloadProgress) => Promise<DownloadedFile>) => {
    setBusy(true);
    setProgress(null);
    setError(null);
    try {
      saveFile(await file((received, total) => setProgress({ received, total })));
      return true;
    } catch (error) {
      toast.failed(failed, error);
      setError(messageOf(error));
      return false;
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  return { busy, progress, error, download };
}
