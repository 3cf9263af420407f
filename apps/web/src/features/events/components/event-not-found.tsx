import { NotFoundState } from '../../../components/status-page';
import { paths } from '../../../config/paths';

/** What a bad or unknown event id shows, on the detail and the edit page alike. */
export function EventNotFound() {
  return (
    <NotFoundState
      title="Không tìm thấy sự kiện"
      subTitle="Sự kiện không tồn tại, đã bị xóa hoặc nằm ngoài phạm vi dữ liệu của bạn."
      back={{ to: paths.events.list.getHref(), label: 'Về danh sách sự kiện' }}
    />
  );
}
