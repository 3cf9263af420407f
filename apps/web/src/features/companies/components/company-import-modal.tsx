import { Table } from 'antd';
import { ImportModal } from '../../../components/import-modal';
import { useAppAbility } from '../../../lib/ability';
import { downloadCompanyTemplate, useImportCompanies } from '../api/import-companies';
import { companyImportSummary, skippedRows } from './import-summary';

/**
 * Nhập Excel in the deployed layout: a sheet per industrial zone (named as the zone), the columns
 * STT and Tên công ty, data from the row whose STT is 1. Companies already known are skipped and
 * listed; any other problem refuses the file, naming sheet and row.
 */
export function CompanyImportModal({ onClose }: { onClose: () => void }) {
  const ability = useAppAbility();
  const importCompanies = useImportCompanies();
  return (
    <ImportModal
      title="Nhập công ty chưa có công đoàn từ Excel"
      hint="Mỗi sheet là một cụm/khu công nghiệp (tên sheet là tên hoặc mã cụm/khu), cột STT và Tên công ty, dữ liệu từ dòng có STT = 1. Công ty đã có được bỏ qua; có dòng lỗi khác thì không dòng nào được ghi."
      downloadTemplate={ability.can('download_sample', 'organization') ? downloadCompanyTemplate : undefined}
      run={(file, onProgress) => importCompanies.mutateAsync({ file, onProgress })}
      summary={companyImportSummary}
      details={(result) => {
        const rows = skippedRows(result);
        return (
          rows.length > 0 && (
            <Table
              size="small"
              rowKey={(r) => `${r.sheet}|${r.row}`}
              dataSource={rows}
              pagination={{ pageSize: 8, showSizeChanger: false, hideOnSinglePage: true }}
              columns={[
                { title: 'Sheet', dataIndex: 'sheet', key: 'sheet', width: 180 },
                { title: 'Dòng', dataIndex: 'row', key: 'row', width: 80, align: 'center' },
                { title: 'Bỏ qua', dataIndex: 'message', key: 'message' },
              ]}
            />
          )
        );
      }}
      onClose={onClose}
    />
  );
}
