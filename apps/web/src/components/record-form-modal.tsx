import { Alert, Modal, Skeleton } from 'antd';
import type { ReactNode } from 'react';

interface RecordFormModalProps {
  title: string;
  /** The id of the form inside: the modal's 'Lưu' button submits it. */
  formId: string;
  /** false while the record to edit loads: a skeleton (or the error) stands in for the form. */
  ready: boolean;
  /** Why the record to edit did not load. */
  error?: Error | null;
  onClose: () => void;
  /** The form, shown once ready. */
  children: ReactNode;
}

/** A modal that creates or edits one record (a user, a union officer): the form, 'Lưu' and 'Hủy'. */
export function RecordFormModal({ title, formId, ready, error, onClose, children }: RecordFormModalProps) {
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      footer={ready ? undefined : null}
      width={760}
      destroyOnHidden
      okText="Lưu"
      cancelText="Hủy"
      okButtonProps={{ htmlType: 'submit', form: formId }}
    >
      {error && <Alert type="error" showIcon title={error.message} />}
      {ready ? children : !error && <Skeleton active />}
    </Modal>
  );
}
