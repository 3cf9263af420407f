import { NotFoundState } from '../../../components/status-page';
import { paths } from '../../../config/paths';

/** What a bad or unknown member id shows, on the detail and the edit page alike. */
export function MemberNotFound() {
  return (
    <NotFoundState
      title="Không tìm thấy đoàn viên"
      subTitle="Đoàn viên không tồn tại, đã bị xóa hoặc nằm ngoài phạm vi dữ liệu của bạn."
      back={{ to: paths.members.list.getHref(), label: 'Về danh sách đoàn viên' }}
    />
  );
}
