import { type KnowledgeCategoryItem, knowledgeCategoryBody } from '@congdoan/shared';
import { Form, Input } from 'antd';
import { FormModal } from '../../../../components/form-modal';
import { rulesFrom } from '../../../../lib/form-rules';
import { serverFieldProblems } from '../../../../lib/server-field-problems';
import { useToast } from '../../../../lib/use-toast';
import { type KnowledgeCategoryValues, useCreateKnowledgeCategory } from '../api/create-knowledge-category';
import { useUpdateKnowledgeCategory } from '../api/update-knowledge-category';

const rules = rulesFrom(knowledgeCategoryBody);

/** Add a category of the knowledge base, or rename one (`row`); a name taken shows under the name. */
export function CategoryFormModal({
  row,
  onClose,
  onSaved,
}: {
  row: KnowledgeCategoryItem | null;
  onClose: () => void;
  /** The category written, to open it. */
  onSaved?: (category: KnowledgeCategoryItem) => void;
}) {
  const [form] = Form.useForm<KnowledgeCategoryValues>();
  const toast = useToast();
  const create = useCreateKnowledgeCategory();
  const update = useUpdateKnowledgeCategory();

  const save = async (values: KnowledgeCategoryValues) => {
    const saved = row
      ? await update.mutateAsync({ id: row.id, ...values })
      : await create.mutateAsync(values);
    toast.success(row ? 'Đã đổi tên nhóm câu hỏi' : 'Đã thêm nhóm câu hỏi', values.name);
    onSaved?.(saved);
    onClose();
  };

  return (
    <FormModal<KnowledgeCategoryValues>
      form={form}
      title={row ? 'Đổi tên nhóm câu hỏi' : 'Thêm nhóm câu hỏi'}
      okText={row ? 'Lưu' : 'Thêm'}
      initialValues={{ name: row?.name ?? '' }}
      onSubmit={save}
      fieldProblems={(error) => serverFieldProblems(error, { knowledge_category_exists: 'name' })}
      onClose={onClose}
    >
      <Form.Item name="name" label="Tên nhóm câu hỏi" rules={rules('name')}>
        <Input maxLength={150} autoFocus placeholder="Ví dụ: Đoàn phí" />
      </Form.Item>
    </FormModal>
  );
}
