import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import type { EventItem } from '@congdoan/shared';
import { Button, Card, Flex, Modal, Tag, Typography } from 'antd';
import { useToast } from '../../../lib/use-toast';
import { useRegisterSelf, useUnregisterSelf } from '../api/register-self';
import { registrationFacts, selfRegistration } from './self-registration';

/**
 * The signed-in user's own registration for the event: 'Đăng ký tham gia' (to the waiting list when
 * full), 'Đã đăng ký' or 'Đang trong danh sách chờ' with 'Hủy đăng ký', or why it is closed; the
 * deadline and the seats under it.
 */
export function SelfRegistrationBox({ event }: { event: EventItem }) {
  const toast = useToast();
  const register = useRegisterSelf();
  const unregister = useUnregisterSelf();
  const [modal, modalHolder] = Modal.useModal();
  const shown = selfRegistration(event);
  if (shown.state === 'hidden') return null;

  const onRegister = () =>
    register.mutate(event.id, {
      onSuccess: (registration) =>
        registration?.trangThai === 'danh_sach_cho'
          ? toast.info('Sự kiện đã đủ chỗ', 'Bạn đang trong danh sách chờ')
          : toast.success('Đăng ký tham gia thành công', event.tenSuKien),
      onError: (error) => toast.failed('Không đăng ký được', error),
    });
  const onUnregister = () =>
    modal.confirm({
      title: 'Hủy đăng ký',
      content:
        shown.state === 'waiting'
          ? `Rời danh sách chờ của "${event.tenSuKien}"?`
          : `Hủy đăng ký tham gia "${event.tenSuKien}"? Chỗ của bạn sẽ dành cho người đang chờ.`,
      okText: 'Hủy đăng ký',
      okButtonProps: { danger: true },
      cancelText: 'Đóng',
      onOk: () =>
        unregister.mutateAsync(event.id).then(
          () => toast.success('Đã hủy đăng ký', event.tenSuKien),
          (error: unknown) => toast.failed('Không hủy được đăng ký', error),
        ),
    });

  return (
    <Card size="small" title="Đăng ký tham gia">
      {modalHolder}
      <Flex vertical gap={8}>
        <Flex gap={8} align="center" wrap>
          {shown.state === 'registered' && (
            <Tag color="success" icon={<CheckCircleOutlined />}>
              Đã đăng ký
            </Tag>
          )}
          {shown.state === 'waiting' && (
            <Tag color="warning" icon={<ClockCircleOutlined />}>
              Đang trong danh sách chờ
            </Tag>
          )}
          {(shown.state === 'registered' || shown.state === 'waiting') && shown.canCancel && (
            <Button danger onClick={onUnregister} loading={unregister.isPending}>
              Hủy đăng ký
            </Button>
          )}
          {shown.state === 'open' && (
            <Button type="primary" onClick={onRegister} loading={register.isPending}>
              {shown.full ? 'Đăng ký vào danh sách chờ' : 'Đăng ký tham gia'}
            </Button>
          )}
          {shown.state === 'closed' && <Tag>{shown.reason}</Tag>}
        </Flex>
        {registrationFacts(event).map((fact) => (
          <Typography.Text key={fact} type="secondary">
            {fact}
          </Typography.Text>
        ))}
      </Flex>
    </Card>
  );
}
