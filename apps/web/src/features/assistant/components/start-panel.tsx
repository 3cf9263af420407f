import { QuestionCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Collapse, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useKnowledgeArticles } from '../../../lookups/knowledge-articles';
import { useKnowledgeCategories } from '../../../lookups/knowledge-categories';

export interface StartPanelProps {
  greeting: string;
  /** What the assistant answers this user (the API says it by their scope). */
  intro: string;
  questions: readonly string[];
  onAsk: (question: string) => void;
}

function CategoryArticles({ categoryId, onAsk }: { categoryId: number; onAsk: (q: string) => void }) {
  const articles = useKnowledgeArticles({ categoryId });
  if (articles.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (articles.isError) return <Alert type="error" showIcon title={articles.error.message} />;
  if (articles.data.length === 0)
    return <Typography.Text type="secondary">Chưa có câu hỏi nào.</Typography.Text>;
  return (
    <ul className="assistant-faq-articles">
      {articles.data.map((article) => (
        <li key={article.id}>
          <Button type="link" icon={<QuestionCircleOutlined />} onClick={() => onAsk(article.question)}>
            {article.question}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * What an empty conversation shows: a greeting, the questions suggested for the user's role, and the
 * FAQ categories to browse (a category opens its questions; clicking one asks it).
 */
export function StartPanel({ greeting, intro, questions, onAsk }: StartPanelProps) {
  const categories = useKnowledgeCategories();
  const [opened, setOpened] = useState<string[]>([]);
  return (
    <Flex vertical gap={16} className="assistant-start">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
        {greeting}
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{intro}</Typography.Paragraph>
      {questions.length > 0 && (
        <section aria-labelledby="assistant-suggested">
          <Typography.Title level={3} id="assistant-suggested" style={{ fontSize: 16 }}>
            Câu hỏi gợi ý
          </Typography.Title>
          <Flex gap={8} wrap>
            {questions.map((question) => (
              <Button key={question} className="assistant-chip" onClick={() => onAsk(question)}>
                {question}
              </Button>
            ))}
          </Flex>
        </section>
      )}
      <section aria-labelledby="assistant-faq">
        <Typography.Title level={3} id="assistant-faq" style={{ fontSize: 16 }}>
          Câu hỏi thường gặp
        </Typography.Title>
        {categories.isPending && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
        {categories.isError && <Alert type="error" showIcon title={categories.error.message} />}
        {categories.isSuccess && categories.data.length === 0 && (
          <Typography.Text type="secondary">Chưa có nhóm câu hỏi nào.</Typography.Text>
        )}
        {categories.isSuccess && categories.data.length > 0 && (
          <Collapse
            activeKey={opened}
            onChange={(keys) => setOpened(keys)}
            items={categories.data.map((category) => ({
              key: String(category.id),
              label: `${category.name} (${category.articleCount})`,
              children: opened.includes(String(category.id)) && (
                <CategoryArticles categoryId={category.id} onAsk={onAsk} />
              ),
            }))}
          />
        )}
      </section>
    </Flex>
  );
}
