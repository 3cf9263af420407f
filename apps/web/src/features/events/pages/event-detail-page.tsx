import {
  ApartmentOutlined,
  CarryOutOutlined,
  CloseCircleOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EnvironmentOutlined,
  SendOutlined,
  UndoOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { AppAction, EventDetail } from '@congdoan/shared';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { RecordHeader, RecordPage, useDeleteAndLeave } from '../../../components/record-page';
import { idParam } from '../../../components/status-page';
import { UrlTabs } from '../../../components/url-tabs';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { useFileDownload } from '../../../lib/use-file-download';
import { useToast } from '../../../lib/use-toast';
import { useDeleteEvent } from '../api/delete-event';
import { downloadEventIcs } from '../api/download-event-ics';
import { useEvent } from '../api/get-event';
import { useMarkEventSeen } from '../api/mark-event-seen';
import { useRestoreEvent } from '../api/restore-event';
import { CancelEventDialog } from '../components/cancel-event-dialog';
import { EventFilesTab } from '../components/event-files-tab';
import { cancellable, eventTimeText } from '../components/event-format';
import { EventHistory } from '../components/event-history';
import { EventInfo } from '../components/event-info';
import { EventNotFound } from '../components/event-not-found';
import { EventNoticeDialog } from '../components/event-notice-dialog';
import { EventNoticesTab } from '../components/event-notices-tab';
import { EventRegistrationsTab } from '../components/event-registrations-tab';
import { EventStatusTag, EventTypeTag } from '../components/event-tags';
import { SelfRegistrationBox } from '../components/self-registration-box';

/** What the caller may do with this event: their right, on an event of their unit (coTheQuanLy). */
export function eventActions(
  event: Pick<EventDetail, 'coTheQuanLy' | 'trangThai'>,
  can: (action: AppAction) => boolean,
) {
  const manages = event.coTheQuanLy;
  return {
    edit: manages && can('update'),
    cancel: manages && can('update') && cancellable(event.trangThai),
    /** A cancelled event taken back (its status follows its times again). */
    restore: manages && can('update') && event.trangThai === 'Đã hủy',
    remove: manages && can('delete'),
    notify: manages && can('notify_event'),
    /** The notices sent and who saw them, the registrations and attendance: for its officers. */
    follow: manages && can('detail'),
  };
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Typography.Text type="secondary">
      <span aria-hidden style={{ marginInlineEnd: 6 }}>
        {icon}
      </span>
      {children}
    </Typography.Text>
  );
}

/** /trade-union/events/detail/:id: everything about one event. */
export function EventDetailPage() {
  const { id: rawId } = useParams();
  const id = idParam(rawId);
  const detail = useEvent(id);
  const { mutate: markSeen } = useMarkEventSeen();
  const openedId = detail.data?.id;
  // Opening the page is what sees the caller's notice of the event; reading it writes nothing.
  useEffect(() => {
    if (openedId !== undefined) markSeen(openedId);
  }, [openedId, markSeen]);
  return (
    <RecordPage id={id} query={detail} notFound={<EventNotFound />}>
      {(event) => <EventDetailView event={event} />}
    </RecordPage>
  );
}

/** The page of a loaded event (rendered on its own by the tests). */
export function EventDetailView({ event: e }: { event: EventDetail }) {
  const ability = useAppAbility();
  const toast = useToast();
  const remove = useDeleteEvent();
  const restore = useRestoreEvent();
  const { confirmDelete: ask, modal, modalHolder } = useDeleteAndLeave();
  const [dialog, setDialog] = useState<'cancel' | 'notice' | null>(null);
  const ics = useFileDownload('Không tải được tệp lịch');
  const can = eventActions(e, (action) => ability.can(action, 'event'));

  const confirmDelete = () =>
    ask({
      title: 'Xóa sự kiện',
      content: `Xóa sự kiện "${e.tenSuKien}"? Tệp đính kèm, thông báo và danh sách đăng ký của sự kiện cũng bị xóa. Thao tác không thể hoàn tác.`,
      remove: () => remove.mutateAsync(e.id),
      done: 'Đã xóa sự kiện',
      name: e.tenSuKien,
      list: paths.events.list.getHref(),
    });

  const confirmRestore = () =>
    modal.confirm({
      title: 'Khôi phục sự kiện',
      content: `Khôi phục sự kiện "${e.tenSuKien}"? Trạng thái sự kiện sẽ được tính lại theo thời gian diễn ra. Người đã nhận thông báo hủy sẽ không được thông báo tự động; hãy gửi thông báo "Thay đổi lịch" nếu cần.`,
      okText: 'Khôi phục',
      cancelText: 'Đóng',
      onOk: () =>
        restore.mutateAsync(e.id).then(
          () => toast.success('Đã khôi phục sự kiện', e.tenSuKien),
          (error: unknown) => toast.error(error),
        ),
    });

  const tabs = [
    { key: 'info', label: 'Thông tin', children: <EventInfo event={e} /> },
    { key: 'files', label: `Tệp đính kèm (${e.files.length})`, children: <EventFilesTab event={e} /> },
    ...(can.follow
      ? [
          {
            key: 'notices',
            label: `Thông báo (${e.soDaXem}/${e.soNguoiNhan})`,
            children: <EventNoticesTab event={e} />,
          },
          {
            key: 'registrations',
            label: 'Đăng ký & điểm danh',
            children: <EventRegistrationsTab event={e} />,
          },
        ]
      : []),
    { key: 'history', label: 'Lịch sử thay đổi', children: <EventHistory eventId={e.id} /> },
  ];

  return (
    <Flex vertical gap={16}>
      {modalHolder}
      <RecordHeader
        title={e.tenSuKien}
        tags={
          <>
            <EventStatusTag status={e.trangThai} />
            <EventTypeTag type={e.loaiSuKien} />
          </>
        }
        facts={
          <Flex vertical gap={4}>
            <Fact icon={<CarryOutOutlined />}>{eventTimeText(e)}</Fact>
            {e.diaDiem && <Fact icon={<EnvironmentOutlined />}>{e.diaDiem}</Fact>}
            {e.organization && (
              <Fact icon={<ApartmentOutlined />}>Đơn vị tổ chức: {e.organization.name}</Fact>
            )}
            {e.nguoiTaoUser && <Fact icon={<UserOutlined />}>Người tạo: {e.nguoiTaoUser.fullName}</Fact>}
          </Flex>
        }
        list={paths.events.list.getHref()}
        actions={
          <>
            <Button
              icon={<DownloadOutlined />}
              loading={ics.busy}
              onClick={() => void ics.download(() => downloadEventIcs(e.id))}
            >
              Tải .ics
            </Button>
            {can.notify && (
              <Button icon={<SendOutlined />} onClick={() => setDialog('notice')}>
                Gửi thông báo
              </Button>
            )}
            {can.edit && (
              <Link to={paths.events.edit.getHref(e.id)}>
                <Button type="primary" icon={<EditOutlined />}>
                  Sửa
                </Button>
              </Link>
            )}
            {can.cancel && (
              <Button danger icon={<CloseCircleOutlined />} onClick={() => setDialog('cancel')}>
                Hủy sự kiện
              </Button>
            )}
            {can.restore && (
              <Button icon={<UndoOutlined />} onClick={confirmRestore}>
                Khôi phục
              </Button>
            )}
            {can.remove && (
              <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
                Xóa
              </Button>
            )}
          </>
        }
      >
        {e.trangThai === 'Đã hủy' && (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 16 }}
            title="Sự kiện đã bị hủy"
            description={e.lyDoHuy ? `Lý do: ${e.lyDoHuy}` : undefined}
          />
        )}
      </RecordHeader>
      <SelfRegistrationBox event={e} />
      <Card>
        <UrlTabs items={tabs} />
      </Card>
      {dialog === 'cancel' && <CancelEventDialog event={e} onClose={() => setDialog(null)} />}
      {dialog === 'notice' && <EventNoticeDialog event={e} onClose={() => setDialog(null)} />}
    </Flex>
  );
}
