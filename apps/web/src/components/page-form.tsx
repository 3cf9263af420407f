import { Alert, Button, Flex, Form, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import type { FieldProblem } from '../lib/server-field-problems';

/** The server's refusal as messages on the form's fields, the first one scrolled into view. */
export function showFieldProblems(form: FormInstance, problems: readonly FieldProblem[]) {
  if (problems.length === 0) return;
  form.setFields(problems as never);
  void form.scrollToField(problems[0]!.name, { block: 'center' });
}

type PageFormProps<V> = Omit<
  FormProps<V>,
  'layout' | 'disabled' | 'onFinishFailed' | 'scrollToFirstError'
> & {
  form: FormInstance<V>;
  saving: boolean;
  /** The server's refusal, shown above the sections. */
  error: Error | null;
  /** The save button's text ('Lưu thay đổi', 'Tạo sự kiện'). */
  submitText: string;
  onCancel: () => void;
  /** The sections, each a Card. */
  children: ReactNode;
};

/**
 * A record's form as a page (create and edit pages): its sections as cards, the server's refusal
 * above them, 'Hủy' and the save under them; a field the rules refuse is scrolled into view.
 */
export function PageForm<V>({
  form,
  saving,
  error,
  submitText,
  onCancel,
  children,
  ...rest
}: PageFormProps<V>) {
  return (
    <Form<V>
      noValidate
      {...rest}
      form={form}
      layout="vertical"
      onFinishFailed={({ errorFields }) => {
        if (errorFields[0]) void form.scrollToField(errorFields[0].name, { block: 'center' });
      }}
      disabled={saving}
      scrollToFirstError={false}
    >
      <Flex vertical gap={16}>
        {error && <Alert type="error" showIcon title={error.message} />}
        {children}
        <Flex gap={8} justify="end">
          <Button onClick={onCancel} disabled={false}>
            Hủy
          </Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {submitText}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
