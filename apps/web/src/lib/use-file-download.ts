import { useState } from 'react';
import type { DownloadedFile } from './api-client';
import { saveFile } from './save-file';
import { useToast } from './use-toast';

/**
 * A file asked of the server from a button and handed to the browser: `busy` while it comes (the
 * button's spinner), and a failure said in a toast under `failed` ('Xuất Excel thất bại').
 */
export function useFileDownload(failed: string) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async (file: () => Promise<DownloadedFile>) => {
    setBusy(true);
    try {
      saveFile(await file());
    } catch (error) {
      toast.failed(failed, error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
