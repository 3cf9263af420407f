import { ImportModal } from '../../../components/import-modal';
import { importSummary } from '../../../components/import-outcome';
import { downloadUserImportErrors, downloadUserImportTemplate, useImportUsers } from '../api/import-users';

/** Import users from a workbook (the shared import dialog). */
export function UserImportModal({ onClose }: { onClose: () => void }) {
  const importUsers = useImportUsers();
  return (
    <ImportModal
      title="Nhập người dùng từ Excel"
      hint="Điền từ dòng 3 của file mẫu. Có dòng lỗi thì không dòng nào được ghi; nhập lại cùng một file không tạo trùng."
      downloadTemplate={downloadUserImportTemplate}
      run={(file, onProgress) => importUsers.mutateAsync({ file, onProgress })}
      downloadErrors={downloadUserImportErrors}
      summary={(result) => importSummary(result, 'người dùng')}
      onClose={onClose}
    />
  );
}
