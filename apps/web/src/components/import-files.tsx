import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { DownloadedFile } from '../lib/api-client';
import { saveFile } from '../lib/save-file';
import { useToast } from '../lib/use-toast';

export interface ImportFiles {
  /** The download under way (its button spins). */
  busy: 'template' | 'errors' | null;
  template(): void;
  /** The file sent, back with a 'Lỗi' column. */
  errors(file: File): void;
}

/**
 * An import's two downloads, its template and a refused file with its 'Lỗi' column: handed to the
 * browser, a failure said in a toast. A caller without one does not offer it.
 */
export function useImportFiles(
  template?: () => Promise<DownloadedFile>,
  errors?: (file: File) => Promise<DownloadedFile>,
): ImportFiles {
  const toast = useToast();
  const [busy, setBusy] = useState<ImportFiles['busy']>(null);
  const download = async (which: 'template' | 'errors', file: () => Promise<DownloadedFile>) => {
    setBusy(which);
    try {
      saveFile(await file());
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(null);
    }
  };
  return {
    busy,
    template: () => void download('template', template!),
    errors: (file) => void download('errors', () => errors!(file)),
  };
}

/** 'Tải file mẫu', spinning while the template comes. */
export function TemplateButton({ files }: { files: ImportFiles }) {
  return (
    <Button icon={<DownloadOutlined />} loading={files.busy === 'template'} onClick={files.template}>
      Tải file mẫu
    </Button>
  );
}

/** 'Nhập Excel', which opens a list's import dialog. */
export function ImportButton({ onClick }: { onClick: () => void }) {
  return (
    <Button icon={<FileExcelOutlined />} onClick={onClick}>
      Nhập Excel
    </Button>
  );
}
