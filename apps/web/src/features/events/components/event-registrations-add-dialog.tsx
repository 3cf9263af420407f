import type { RegistrationAddResult } from '@congdoan/shared';
import { Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { UserMultiSelect } from '../../../components/user-select';
import { useToast } from '../../../lib/use-toast';
import { useAddEventRegistrations } from '../api/add-event-registrations';

const ADD_FAILED = 'Thêm người tham gia thất bại';

/** The toast after an addition: how many are registered now, and the others' places. */
export function addedToast(result: RegistrationAddResult): { title: string; description?: string } {
  const others = [
    result.soChoDoi > 0 && `${result.soChoDoi} người vào danh sách chờ (sự kiện đã đủ chỗ)`,
    result.soDaCo > 0 && `${result.soDaCo} người đã có trong danh sách`,
  ].filter((text): text is string => Boolean(text));
  const title = result.soDangKy > 0 ? `Đã đăng ký cho ${result.soDangKy} người` : 'Không có đăng ký mới';
  return others.length ? { title, description: others.join(' · ') } : { title };
}

/**
 * 'Thêm người': an officer registers people of their scope (a user picker searched on the server);
 * the capacity still holds, the rest go to the waiting list.
 */
export function EventRegistrationsAddDialog({ eventId, onClose }: { eventId: number; onClose: () => void }) {
  const [userIds, setUserIds] = useState<number[]>([]);
  const add = useAddEventRegistrations();
  const toast = useToast();

  const submit = () =>
    add
      .mutateAsync({ eventId, userIds })
      .then((result) => {
        const { title, description } = addedToast(result);
        toast.success(title, description);
        onClose();
      })
      .catch((error: unknown) => toast.failed(ADD_FAILED, error));

  return (
    <Modal
      open
      title="Thêm người tham gia"
      okText="Thêm"
      cancelText="Hủy"
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ disabled: userIds.length === 0, loading: add.isPending }}
      destroyOnHidden
    >
      {/* One picker and no rules (the button waits for a choice; the server's refusal is a toast): no Form. */}
      <Flex vertical gap={4} style={{ marginBottom: 12 }}>
        <label htmlFor="event-registrations-add-users">Người tham gia</label>
        <UserMultiSelect
          id="event-registrations-add-users"
          placeholder="Chọn người dùng"
          value={userIds}
          onChange={setUserIds}
          style={{ width: '100%' }}
        />
        <Typography.Text type="secondary">
          Tìm theo tên; chỉ người dùng trong phạm vi dữ liệu của bạn.
        </Typography.Text>
      </Flex>
      <Typography.Text type="secondary">
        Khi sự kiện đã đủ chỗ, những người còn lại được đưa vào danh sách chờ.
      </Typography.Text>
    </Modal>
  );
}
