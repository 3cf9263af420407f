import { Alert, Col, Form, type FormInstance, type FormItemProps, type FormProps, Modal } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import type { FieldProblem } from '../lib/server-field-problems';
import { messageOf } from '../lib/use-toast';

interface FormSaveOptions {
  /** The fields a refusal is about (`serverFieldProblems`): its messages go under them. */
  fieldProblems?: (error: unknown) => FieldProblem[];
  /** How a refusal reads above the form: the server's message unless said otherwise. */
  errorText?: (error: unknown) => string;
}

/** A form's save, for `SaveForm`: busy while the write runs, and its refusal. */
export interface FormSave<V> {
  saving: boolean;
  /** The refusal shown above the form (none under a field). */
  error: string | null;
  clearError(): void;
  onFinish(values: V): Promise<void>;
}

/**
 * A form's save said once: `submit` writes (the feature's mutation, its toast, closing) and rejects
 * with the server's refusal, which shows under the fields it names, else above the form.
 */
export function useFormSave<V>(
  form: FormInstance<V>,
  submit: (values: V) => Promise<unknown>,
  { fieldProblems, errorText = messageOf }: FormSaveOptions = {},
): FormSave<V> {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onFinish = async (values: V) => {
    setSaving(true);
    setError(null);
    try {
      await submit(values);
    } catch (err) {
      const problems = fieldProblems?.(err) ?? [];
      if (problems.length) form.setFields(problems as Parameters<FormInstance<V>['setFields']>[0]);
      else setError(errorText(err));
    } finally {
      setSaving(false);
    }
  };
  return { saving, error, clearError: () => setError(null), onFinish };
}

interface SaveFormProps<V> {
  form: FormInstance<V>;
  save: FormSave<V>;
  /** The form's id, for a submit button outside it (`RecordFormModal`'s 'Lưu'). */
  id?: string;
  initialValues: FormProps<V>['initialValues'];
  /** What shows between the refusal and the fields (a notice). */
  notices?: ReactNode;
  onValuesChange?: (changed: Partial<V>, all: V) => void;
  children: ReactNode;
}

/**
 * The form of a form modal: the refusal above it, labels above the fields, no browser validation
 * (the shared schemas' Vietnamese rules speak), nothing editable while it saves.
 */
export function SaveForm<V>({
  form,
  save,
  id,
  initialValues,
  notices,
  onValuesChange,
  children,
}: SaveFormProps<V>) {
  return (
    <>
      {save.error && <Alert type="error" showIcon title={save.error} style={{ marginBottom: 16 }} />}
      {notices}
      <Form<V>
        noValidate
        id={id}
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void save.onFinish(values)}
        onValuesChange={onValuesChange}
        disabled={save.saving}
        // A form kept while its modal is closed starts each opening from its own initial values.
        clearOnDestroy
      >
        <StartFromInitialValues form={form} />
        {children}
      </Form>
    </>
  );
}

/**
 * Puts a newly shown form back on its initial values once it is in place. `clearOnDestroy` empties
 * the form instance when a form goes away, and React can run that cleanup after the next form
 * using the same instance has already taken its initial values: when it runs a new form's effects
 * twice (StrictMode, as main.tsx renders the app) or swaps one form for another. The form then
 * opened empty: 'Sửa' showed a blank name and saving was refused. Rendered before the fields, so a
 * value a field sets on mount stays.
 */
function StartFromInitialValues<V>({ form }: { form: FormInstance<V> }) {
  useEffect(() => form.resetFields(), [form]);
  return null;
}

interface FormModalProps<V> extends FormSaveOptions, Omit<SaveFormProps<V>, 'save' | 'id'> {
  /** Whether it shows; a modal the caller renders only while open leaves it out. */
  open?: boolean;
  title: ReactNode;
  /** The button that submits: 'Lưu' unless said ('Thêm', 'Tạo'). */
  okText?: string;
  width?: number;
  /** The write (the feature's mutation, its toast, closing); rejects with the server's refusal. */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A modal that creates or edits one thing: the feature states its fields, its values and its
 * write; the modal brings 'Hủy' and the submit button (spinning while it saves) and the refusal.
 */
export function FormModal<V>({
  open = true,
  title,
  okText = 'Lưu',
  width,
  onSubmit,
  fieldProblems,
  errorText,
  onClose,
  ...form
}: FormModalProps<V>) {
  const save = useFormSave(form.form, onSubmit, { fieldProblems, errorText });
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Hủy"
      onOk={() => form.form.submit()}
      onCancel={onClose}
      confirmLoading={save.saving}
      width={width}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (!visible) save.clearError();
      }}
    >
      <SaveForm save={save} {...form} />
    </Modal>
  );
}

/** A field of a two-column form: half the row from a tablet up (`wide`: the whole row), the whole row on a phone. */
export function GridField({ wide = false, ...item }: FormItemProps & { wide?: boolean }) {
  return (
    <Col xs={24} md={wide ? undefined : 12}>
      <Form.Item {...item} />
    </Col>
  );
}
