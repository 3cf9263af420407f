import { Alert, Form, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../lib/api-client';

/**
 * The form field a server refusal belongs to, so that the message shows under it:
 * a taken name or code, a ward that no longer exists.
 */
export function fieldOfError(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.code) return undefined;
  if (error.code.endsWith('_name_exists')) return 'name';
  if (error.code.endsWith('_code_exists')) return 'code';
  if (error.code === 'ward_ref_invalid') return 'xaPhuongId';
  return undefined;
}

interface CategoryFormModalProps<F> {
  open: boolean;
  title: string;
  okText: string;
  initialValues: Partial<F>;
  /** Resolves when saved (the caller toasts and closes), rejects with the server's error. */
  onSubmit: (values: F) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

/** Create or edit one category row in a modal; the server's Vietnamese message shows on failure. */
export function CategoryFormModal<F extends object>({
  open,
  title,
  okText,
  initialValues,
  onSubmit,
  onClose,
  children,
}: CategoryFormModalProps<F>) {
  const [form] = Form.useForm<F>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: F) => {
    setSaving(true);
    setError(null);
    try {
      await onSubmit(values);
    } catch (err) {
      const field = fieldOfError(err);
      const message = err instanceof Error ? err.message : String(err);
      // Each category's form has the fields its own refusals name.
      if (field) {
        form.setFields([{ name: field as never, errors: [message] }]);
      } else {
        setError(message);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Hủy"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (!visible) setError(null);
      }}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<F>
        noValidate
        form={form}
        layout="vertical"
        onFinish={onFinish}
        disabled={saving}
        preserve={false}
        // The form instance outlives the closed modal: start each opening from its own initial values.
        clearOnDestroy
        initialValues={initialValues}
      >
        {children}
      </Form>
    </Modal>
  );
}
