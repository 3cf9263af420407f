import { ImportModal } from '../../../components/import-modal';
import { importSummary } from '../../../components/import-outcome';
import { useAppAbility } from '../../../lib/ability';
import { downloadOrganizationTemplate } from '../api/download-template';
import { downloadOrganizationImportErrors, useImportOrganizations } from '../api/import-organizations';

/** Nhập Excel: template, upload (data from row 3), row errors with the file of errors, counts. */
export function OrganizationImportModal({ onClose }: { onClose: () => void }) {
  const ability = useAppAbility();
  const importOrganizations = useImportOrganizations();
  return (
    <ImportModal
      title="Nhập công đoàn cơ sở từ Excel"
      hint="Điền dữ liệu từ dòng 3 của file mẫu (dòng 2 là tên cột). Có dòng lỗi thì không dòng nào được ghi."
      downloadTemplate={
        ability.can('download_sample', 'organization') ? downloadOrganizationTemplate : undefined
      }
      run={(file, onProgress) => importOrganizations.mutateAsync({ file, onProgress })}
      downloadErrors={downloadOrganizationImportErrors}
      summary={(result) => importSummary(result, 'đơn vị')}
      onClose={onClose}
    />
  );
}
