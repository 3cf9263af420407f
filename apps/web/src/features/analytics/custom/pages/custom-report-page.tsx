import { FileExcelOutlined, LinkOutlined, PictureOutlined, SaveOutlined } from '@ant-design/icons';
import {
  type AnalyticsDefinition,
  type AnalyticsResult,
  analyticsDefinition,
  buildPivot,
  type SavedReportItem,
} from '@congdoan/shared';
import { Alert, Button, Card, Col, Empty, Flex, Form, Row, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { chartFileName, svgToPng } from '../../../../components/charts/chart-export';
import type { ChartHandle } from '../../../../components/charts/echart';
import { FormModal } from '../../../../components/form-modal';
import { formatDateTime } from '../../../../lib/format-date-time';
import { saveFile } from '../../../../lib/save-file';
import { useFileDownload } from '../../../../lib/use-file-download';
import { useToast } from '../../../../lib/use-toast';
import { exportAnalytics, useAnalytics } from '../api/analytics-query';
import { useCreateSavedReport, useSavedReports, useUpdateSavedReport } from '../api/saved-reports';
import { BuilderPanel } from '../components/builder-panel';
import { PivotTable } from '../components/pivot-table';
import { ResultChart } from '../components/result-chart';
import { SavedReportsCard, SaveFields, type SaveFormValues } from '../components/saved-reports-card';
import {
  blankDefinition,
  definitionFromSearch,
  exampleDefinitions,
  searchOfDefinition,
} from '../definition-url';

const DEFAULT_TITLE = 'Báo cáo tùy chỉnh';

/** The first problem of a definition, in Vietnamese, or null when it can be run. */
export const problemOf = (draft: AnalyticsDefinition) => {
  const parsed = analyticsDefinition.safeParse(draft);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Định nghĩa báo cáo không hợp lệ');
};

/** The empty page: what the builder does and ready examples to start from. */
export function ReportExamples() {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <Flex vertical gap={8} align="center">
          <Typography.Text>
            Chọn chỉ số, chiều phân tích và khoảng thời gian trong «Thiết lập báo cáo» rồi bấm «Xem báo cáo».
            Hoặc bắt đầu từ một mẫu:
          </Typography.Text>
          {exampleDefinitions().map((example) => (
            <Link key={example.title} to={`?${searchOfDefinition(example.definition)}`}>
              {example.title}
            </Link>
          ))}
        </Flex>
      }
    />
  );
}

/** The answer of a report: its scope and date, its chart and its pivot table. */
export function ReportResult({
  result,
  title,
  onChart,
}: {
  result: AnalyticsResult;
  title: string;
  onChart: (handle: ChartHandle | null) => void;
}) {
  const pivot = useMemo(() => buildPivot(result), [result]);
  const { definition } = result;
  const empty = result.cells.length === 0;
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">
        Phạm vi: {result.scope} · Số liệu lập lúc {formatDateTime(result.generatedAt)}
      </Typography.Text>
      {empty ? (
        <Empty description="Không có số liệu nào khớp với báo cáo này trong phạm vi của bạn" />
      ) : (
        <>
          {definition.chart !== 'none' && (
            <ResultChart pivot={pivot} definition={definition} title={title} onReady={onChart} />
          )}
          <PivotTable pivot={pivot} definition={definition} caption={`${title}: số liệu`} />
        </>
      )}
    </Flex>
  );
}

/** "Lưu": a new saved report, or (the author's own opened) the same one with this definition. */
function SaveModal({
  definition,
  current,
  onSaved,
  onClose,
}: {
  definition: AnalyticsDefinition;
  current: SavedReportItem | null;
  onSaved: (report: SavedReportItem) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<SaveFormValues>();
  const create = useCreateSavedReport();
  const update = useUpdateSavedReport();
  const toast = useToast();
  const own = current?.canEdit ? current : null;
  return (
    <FormModal<SaveFormValues>
      form={form}
      title={own ? `Lưu báo cáo «${own.name}»` : 'Lưu báo cáo'}
      initialValues={
        own
          ? {
              name: own.name,
              description: own.description ?? '',
              sharedRoleIds: own.sharedRoles.map((r) => r.id),
            }
          : { sharedRoleIds: [] }
      }
      onSubmit={async (values) => {
        const body = {
          name: values.name,
          description: values.description || null,
          definition,
          sharedRoleIds: values.sharedRoleIds ?? [],
        };
        const saved = own
          ? await update.mutateAsync({ id: own.id, ...body })
          : await create.mutateAsync(body);
        toast.success('Đã lưu báo cáo');
        onSaved(saved);
        onClose();
      }}
      onClose={onClose}
    >
      <SaveFields />
    </FormModal>
  );
}

/**
 * Báo cáo tùy chỉnh (P13): pick measures, dimensions, filters and a period; the definition goes
 * into the address, so the link reproduces the report (in the scope of whoever opens it); the
 * answer shows as a chart and a pivot table, exports to Excel and PNG, and saves under a name.
 */
export function CustomReportPage() {
  const [params, setParams] = useSearchParams();
  const fromUrl = definitionFromSearch(params);
  const urlDefinition = fromUrl.state === 'valid' ? fromUrl.definition : null;
  const urlKey = params.get('d') ?? '';
  const savedId = Number(params.get('saved')) || null;
  const [draft, setDraft] = useState<AnalyticsDefinition>(() => urlDefinition ?? blankDefinition());
  const [problem, setProblem] = useState<string | null>(null);
  const [chart, setChart] = useState<ChartHandle | null>(null);
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  const excel = useFileDownload('Không xuất được báo cáo');
  const saved = useSavedReports();
  const current = saved.data?.find((r) => r.id === savedId) ?? null;
  const title = current?.name ?? DEFAULT_TITLE;

  // A link followed, a saved report opened, an example picked: the pickers show that definition.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address resets the draft
  useEffect(() => {
    if (urlDefinition) setDraft(urlDefinition);
    setProblem(null);
  }, [urlKey]);

  const result = useAnalytics(urlDefinition);

  const run = () => {
    const found = problemOf(draft);
    setProblem(found);
    if (found) return;
    const next = new URLSearchParams(searchOfDefinition(draft));
    if (savedId) next.set('saved', String(savedId));
    setParams(next);
  };
  const open = (report: SavedReportItem) => {
    const next = new URLSearchParams(searchOfDefinition(report.definition));
    next.set('saved', String(report.id));
    setParams(next);
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success('Đã sao chép liên kết', 'Người nhận mở liên kết sẽ thấy số liệu trong phạm vi của họ');
    } catch (error) {
      toast.failed('Không sao chép được liên kết', error);
    }
  };
  const exportPng = async () => {
    if (!chart) return;
    try {
      saveFile({ blob: await svgToPng(chart.toSvg()), fileName: chartFileName(title) });
    } catch (error) {
      toast.failed('Không tải được ảnh biểu đồ', error);
    }
  };

  const answer = result.data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8} xxl={6}>
        <Flex vertical gap={16}>
          <Card title="Thiết lập báo cáo" size="small">
            <BuilderPanel
              draft={draft}
              onChange={(next) => {
                setDraft(next);
                setProblem(null);
              }}
              onRun={run}
              problem={problem}
            />
          </Card>
          <SavedReportsCard currentId={savedId} onOpen={open} />
        </Flex>
      </Col>
      <Col xs={24} lg={16} xxl={18}>
        <Card title={title} styles={{ body: { minWidth: 0 } }}>
          {urlDefinition && (
            <div style={{ marginBottom: 16 }}>
              <Flex gap={8} wrap>
                <Button icon={<LinkOutlined />} onClick={() => void copyLink()}>
                  Sao chép liên kết
                </Button>
                <Button icon={<SaveOutlined />} onClick={() => setSaving(true)}>
                  Lưu
                </Button>
                <Button
                  icon={<FileExcelOutlined />}
                  loading={excel.busy}
                  onClick={() => void excel.download(() => exportAnalytics(urlDefinition, title))}
                >
                  Xuất Excel
                </Button>
                {urlDefinition.chart !== 'none' && (
                  <Button icon={<PictureOutlined />} disabled={!chart} onClick={() => void exportPng()}>
                    Tải ảnh PNG
                  </Button>
                )}
              </Flex>
            </div>
          )}
          {fromUrl.state === 'invalid' ? (
            <Alert
              type="warning"
              showIcon
              title="Liên kết báo cáo không hợp lệ"
              description={fromUrl.message}
            />
          ) : !urlDefinition ? (
            <ReportExamples />
          ) : result.isError && !answer ? (
            <Alert
              type="error"
              showIcon
              title="Không lập được báo cáo"
              description={result.error instanceof Error ? result.error.message : undefined}
            />
          ) : answer ? (
            <ReportResult result={answer} title={title} onChart={setChart} />
          ) : (
            <Skeleton active paragraph={{ rows: 8 }} />
          )}
        </Card>
      </Col>
      {saving && urlDefinition && (
        <SaveModal
          definition={urlDefinition}
          current={current}
          onSaved={(report) => open(report)}
          onClose={() => setSaving(false)}
        />
      )}
    </Row>
  );
}
