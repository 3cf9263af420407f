import { FileExcelOutlined } from '@ant-design/icons';
import type { AnalyticsDefinitionInput } from '@congdoan/shared';
import { Button } from 'antd';
import { useAppAbility } from '../../../../lib/ability';
import { useFileDownload } from '../../../../lib/use-file-download';
import { downloadAnalytics } from '../api/query-analytics';

/** The Excel file of a chart's table: the analytics export of the chart's own definition. */
export function ExcelButton({ definition, title }: { definition: AnalyticsDefinitionInput; title: string }) {
  const ability = useAppAbility();
  const excel = useFileDownload('Không tải được tệp Excel');
  if (!ability.can('download_report', 'organization')) return null;
  return (
    <Button
      size="small"
      icon={<FileExcelOutlined />}
      loading={excel.busy}
      onClick={() => void excel.download(() => downloadAnalytics(definition, title))}
      aria-label={`Tải Excel ${title}`}
    >
      Excel
    </Button>
  );
}
