import { Alert, Button, Card, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { idParam, isNotFound } from '../../../components/status-page';
import { paths } from '../../../config/paths';
import { useToast } from '../../../lib/use-toast';
import { useEvent } from '../api/get-event';
import { EventForm } from '../components/event-form';
import { EventNotFound } from '../components/event-not-found';

/** /trade-union/events/create and /edit/:id: one form; saved, on to the event's page. */
export function EventFormPage() {
  const params = useParams();
  const editing = params.id !== undefined;
  const id = idParam(params.id);
  const navigate = useNavigate();
  const toast = useToast();
  const event = useEvent(editing ? id : null);

  if (editing && (id === null || isNotFound(event.error))) return <EventNotFound />;
  if (event.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={event.error.message}
        action={<Button onClick={() => navigate(paths.events.list.getHref())}>Về danh sách</Button>}
      />
    );
  }
  if (editing && !event.data) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (event.data && !event.data.coTheQuanLy) {
    // Seen (invited, told) but not the caller's to change: the server would refuse the save.
    return (
      <Alert
        type="warning"
        showIcon
        title="Sự kiện này không thuộc phạm vi quản lý của bạn nên không thể chỉnh sửa."
        action={
          <Button onClick={() => navigate(paths.events.detail.getHref(event.data.id))}>Xem sự kiện</Button>
        }
      />
    );
  }
  return (
    <EventForm
      // A fresh form for each event (initial values are read once).
      key={event.data?.id ?? 'new'}
      event={editing ? event.data : undefined}
      onSaved={(saved, changed) => {
        if (!editing) toast.success('Đã tạo sự kiện');
        else if (changed) toast.success('Đã cập nhật sự kiện');
        else toast.info('Không có thay đổi nào để lưu');
        navigate(paths.events.detail.getHref(saved.id));
      }}
      onCancel={() =>
        navigate(editing && id !== null ? paths.events.detail.getHref(id) : paths.events.list.getHref())
      }
    />
  );
}
