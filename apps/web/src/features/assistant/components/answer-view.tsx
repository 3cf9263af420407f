import { type AssistantAnswer, formatNumber } from '@congdoan/shared';
import { Alert, Button, Flex, Table, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { KeyboardScroll } from '../../../components/keyboard-scroll';
import { formatDate } from '../../../lib/format-date-time';

const SCOPE_SOURCE = 'số liệu hệ thống trong phạm vi của bạn';

/** Where the answer came from, as the line under it says (knowledge: each article's source and date). */
export function sourceLines(answer: AssistantAnswer): string[] {
  const articles = answer.articles.map((a) =>
    a.effectiveFrom ? `${a.source}, hiệu lực từ ${formatDate(a.effectiveFrom)}` : a.source,
  );
  switch (answer.source) {
    case 'figures':
      return [`Nguồn: ${SCOPE_SOURCE}`];
    case 'knowledge':
      return articles.map((a) => `Nguồn: ${a}`);
    case 'model':
      return [`Trả lời bởi mô hình ngôn ngữ từ ${articles.length > 0 ? articles.join('; ') : SCOPE_SOURCE}`];
    default:
      return [];
  }
}

function AnswerTable({ table }: { table: NonNullable<AssistantAnswer['table']> }) {
  const columns = table.columns.map((title, index) => ({
    title,
    dataIndex: index,
    key: index,
    align: typeof table.rows[0]?.[index] === 'number' ? ('right' as const) : undefined,
    render: (value: string | number) => (typeof value === 'number' ? formatNumber(value) : value),
  }));
  const rows = table.rows.map((row, index) => ({ key: index, ...row }));
  // on a phone the table scrolls sideways: the keyboard reaches and scrolls it too
  return (
    <KeyboardScroll label="Bảng số liệu của câu trả lời">
      <Table
        size="small"
        pagination={false}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
      />
    </KeyboardScroll>
  );
}

/**
 * The page that shows the same figure, under its label as the engine words it ('Xem danh sách đoàn
 * viên nữ'): a real link (a new tab works) that moves inside the app without reloading it.
 */
function PageLink({ href, label }: { href: string; label: string }) {
  const navigate = useNavigate();
  return (
    <Button
      size="small"
      href={href}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {label}
    </Button>
  );
}

export interface AnswerViewProps {
  answer: AssistantAnswer;
  /** The latest answer shows its follow-up questions; earlier ones do not. */
  last: boolean;
  /** A suggestion clicked: asked as if typed (off while an answer is being written). */
  onAsk?: (question: string) => void;
  busy?: boolean;
}

/**
 * One answer: its text (a refusal as a warning), its table, the page that shows the same figure,
 * where it came from, and the questions to ask next — for a question it did not understand, the
 * closest ones it can answer, "Có phải bạn muốn hỏi…?".
 */
export function AnswerView({ answer, last, onAsk, busy = false }: AnswerViewProps) {
  const guesses = answer.intent === 'unknown';
  const suggestions = guesses || last ? answer.suggestions : [];
  return (
    <Flex vertical gap={8} className="assistant-answer">
      {answer.refused ? (
        <Alert type="warning" showIcon title={answer.text} />
      ) : (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {answer.text}
        </Typography.Paragraph>
      )}
      {answer.table && answer.table.rows.length > 0 && <AnswerTable table={answer.table} />}
      {answer.link && (
        <div>
          <PageLink href={answer.link.href} label={answer.link.label} />
        </div>
      )}
      {answer.source === 'knowledge' && answer.articles.length > 0 && (
        <Typography.Text type="secondary">
          Theo: {answer.articles.map((a) => a.question).join('; ')}
        </Typography.Text>
      )}
      {sourceLines(answer).map((line) => (
        <Typography.Text key={line} type="secondary" className="assistant-source">
          {line}
        </Typography.Text>
      ))}
      {suggestions.length > 0 && onAsk && (
        <Flex gap={8} wrap role="group" aria-label={guesses ? 'Có phải bạn muốn hỏi' : 'Câu hỏi gợi ý'}>
          {suggestions.map((question) => (
            <Button
              key={question}
              size="small"
              className={guesses ? undefined : 'assistant-chip'}
              disabled={busy}
              onClick={() => onAsk(question)}
            >
              {question}
            </Button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
