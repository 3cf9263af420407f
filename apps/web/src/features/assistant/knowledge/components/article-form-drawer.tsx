import { type KnowledgeCategoryItem, knowledgeArticleBody } from '@congdoan/shared';
import { Button, Drawer, Flex, Form, type FormRule, Input, Select, Switch } from 'antd';
import { DateField } from '../../../../components/date-field';
import { SaveForm, useFormSave } from '../../../../components/form-modal';
import { rulesFrom } from '../../../../lib/form-rules';
import { serverFieldProblems } from '../../../../lib/server-field-problems';
import { useToast } from '../../../../lib/use-toast';
import { useCreateArticleFromUnanswered } from '../api/create-article-from-unanswered';
import { type KnowledgeArticleValues, useCreateKnowledgeArticle } from '../api/create-knowledge-article';
import { useUpdateKnowledgeArticle } from '../api/update-knowledge-article';
import { type ArticleFormStart, articleFormTitle, articleFormValues } from './article-form-values';

const rules = rulesFrom(knowledgeArticleBody);
const FORM_ID = 'knowledge-article-form';

/**
 * The category's own check: a cleared select is undefined, which the schema refuses ('Vui lòng chọn
 * nhóm câu hỏi'), where `rulesFrom` would read it as '' and the coercion as category 0.
 */
export function categoryProblem(value: unknown): string | undefined {
  const checked = knowledgeArticleBody.shape.categoryId.safeParse(value);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}
const categoryRules: FormRule[] = [
  {
    required: true,
    validator: async (_rule, value: unknown) => {
      const problem = categoryProblem(value);
      if (problem) throw new Error(problem);
    },
  },
];

/** The write the form's start calls for: an edit, a new article, or one made from an unanswered question. */
function useArticleSave(start: ArticleFormStart) {
  const create = useCreateKnowledgeArticle();
  const update = useUpdateKnowledgeArticle();
  const fromUnanswered = useCreateArticleFromUnanswered();
  return (values: KnowledgeArticleValues) => {
    if (start.kind === 'edit') return update.mutateAsync({ id: start.article.id, body: values });
    if (start.kind === 'unanswered') return fromUnanswered.mutateAsync({ id: start.id, body: values });
    return create.mutateAsync(values);
  };
}

interface ArticleFormDrawerProps {
  start: ArticleFormStart;
  categories: readonly KnowledgeCategoryItem[];
  onClose: () => void;
}

/**
 * An article of the knowledge base in a drawer: every field of knowledgeArticleBody, checked by its
 * rules; the server's refusal shows under the field it names, else above the form.
 */
export function ArticleFormDrawer({ start, categories, onClose }: ArticleFormDrawerProps) {
  const [form] = Form.useForm<KnowledgeArticleValues>();
  const toast = useToast();
  const write = useArticleSave(start);
  const save = useFormSave(
    form,
    async (values: KnowledgeArticleValues) => {
      await write(values);
      toast.success(start.kind === 'edit' ? 'Đã cập nhật bài viết' : 'Đã thêm bài viết', values.question);
      onClose();
    },
    { fieldProblems: (error) => serverFieldProblems(error, { knowledge_category_not_found: 'categoryId' }) },
  );

  return (
    <Drawer
      open
      title={articleFormTitle(start)}
      onClose={onClose}
      size="min(640px, 100vw)"
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Hủy</Button>
          <Button type="primary" htmlType="submit" form={FORM_ID} loading={save.saving}>
            {start.kind === 'edit' ? 'Lưu' : 'Thêm'}
          </Button>
        </Flex>
      }
    >
      <SaveForm<KnowledgeArticleValues>
        form={form}
        save={save}
        id={FORM_ID}
        initialValues={articleFormValues(start)}
      >
        <Form.Item name="categoryId" label="Nhóm câu hỏi" rules={categoryRules}>
          <Select
            placeholder="Chọn nhóm câu hỏi"
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item name="question" label="Câu hỏi" rules={rules('question')}>
          <Input maxLength={300} placeholder="Ví dụ: Đoàn phí đóng bao nhiêu?" />
        </Form.Item>
        <Form.Item name="answer" label="Câu trả lời" rules={rules('answer')}>
          <Input.TextArea rows={8} maxLength={5000} showCount />
        </Form.Item>
        <Form.Item
          name="keywords"
          label="Từ khóa"
          rules={rules('keywords')}
          extra="Những cách hỏi khác, cách nhau bằng dấu phẩy (ví dụ: đoàn phí, phí công đoàn)"
        >
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item name="source" label="Nguồn" rules={rules('source')}>
          <Input maxLength={300} placeholder="Ví dụ: Quyết định 61/QĐ-TLĐ ngày 29/7/2025" />
        </Form.Item>
        <Form.Item name="sourceUrl" label="Địa chỉ nguồn" rules={rules('sourceUrl')}>
          <Input maxLength={500} inputMode="url" placeholder="https://" />
        </Form.Item>
        <Form.Item name="effectiveFrom" label="Ngày hiệu lực" rules={rules('effectiveFrom')}>
          <DateField />
        </Form.Item>
        <Form.Item name="active" label="Đang sử dụng" valuePropName="checked">
          <Switch />
        </Form.Item>
      </SaveForm>
    </Drawer>
  );
}
