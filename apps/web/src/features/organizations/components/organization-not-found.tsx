import { NotFoundState } from '../../../components/status-page';
import { paths } from '../../../config/paths';

/** What a bad or unknown organisation id shows, on the detail and the edit page alike. */
export function OrganizationNotFound() {
  return (
    <NotFoundState
      title="Không tìm thấy đơn vị"
      subTitle="Đơn vị không tồn tại, đã bị xóa hoặc nằm ngoài phạm vi dữ liệu của bạn."
      back={{ to: paths.organizations.list.getHref(), label: 'Về danh sách công đoàn' }}
    />
  );
}
