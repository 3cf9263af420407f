import { toSearchText } from '@congdoan/shared';
import type { EvalQuestion } from './questions.js';
import {
  HUNG_THINH,
  KCN_CHU,
  LAST_YEAR_2025,
  PHUONG_CHU,
  q,
  refused,
  THCS_KEP,
  THEP,
  unknown,
  YEAR_2024,
} from './questions.js';

/**
 * Questions the engine was never tuned on. The fixed set (questions.ts) was first run at 88,6 % and the
 * engine's rules were then widened until it answered all of it, so its score no longer says how the
 * engine does on a question worded as nobody wrote it before. These were written on 2026-12-07, after
 * that tuning and before the engine was run against them, in other words than the fixed set's (other
 * word orders, "tỉ lệ", "CĐCS", "CNVCLĐ", "tháng tới", "thành viên", "chưa xem"), with the figures of
 * the same demo world (questions.ts says them). Half are typed without marks.
 *
 * Keep them unseen: a rule written to pass one of these turns it into a tuned question. When the
 * engine changes, read the failures here as what the next officer will type, not as a to-do list.
 */
const WRITTEN: EvalQuestion[] = [
  // the province officer
  q('canbo.tinh', 'Hiện nay cả tỉnh có tổng cộng bao nhiêu đoàn viên công đoàn?', 'members.count', ['649']),
  q('canbo.tinh', 'Số lượng đoàn viên nữ trên toàn tỉnh', 'members.count', ['321'], { gender: 'nu' }),
  q('canbo.tinh', 'Cho tôi biết số đoàn viên nam', 'members.count', ['328'], { gender: 'nam' }),
  q('canbo.tinh', 'Trường THCS Kép có mấy đoàn viên?', 'members.count', ['21'], THCS_KEP),
  q('canbo.tinh', 'Điện tử Hưng Thịnh có bao nhiêu đoàn viên?', 'members.count', ['66'], HUNG_THINH),
  q('canbo.tinh', 'Đoàn viên ở phường Chũ là bao nhiêu người?', 'members.count', ['66'], PHUONG_CHU),
  q('canbo.tinh', 'Tỉ lệ nữ trong tổng số đoàn viên của tỉnh', 'members.femaleShare', ['49,5%']),
  q('canbo.tinh', 'Năm 2024 toàn tỉnh kết nạp được bao nhiêu người?', 'members.joined', ['46'], YEAR_2024),
  q('canbo.tinh', 'Năm 2025 có bao nhiêu đoàn viên rời công đoàn?', 'members.left', ['7'], LAST_YEAR_2025),
  q('canbo.tinh', 'Tỉnh mình hiện có bao nhiêu CĐCS?', 'unions.count', ['85']),
  q('canbo.tinh', 'Số công đoàn cơ sở ở KCN Chũ', 'unions.count', ['8'], KCN_CHU),
  q('canbo.tinh', 'Tổng số CNVCLĐ toàn tỉnh', 'workers.count', ['41.770']),
  q('canbo.tinh', 'Số cán bộ công đoàn hiện tại trong tỉnh', 'staff.count', ['146']),
  q('canbo.tinh', 'Danh sách đơn vị chưa nộp báo cáo đoàn số', 'reports.missing'),
  q('canbo.tinh', 'Các sự kiện trong tháng tới', 'events.upcoming', ['9']),
  q('canbo.tinh', 'Tôi còn bao nhiêu thông báo chưa xem?', 'notifications.unread', ['1']),
  // the chair of Thép Trường Thịnh
  q('chutich', 'Hiện công đoàn chúng tôi có bao nhiêu thành viên?', 'members.count', ['546']),
  q('chutich', 'Số nữ đoàn viên của đơn vị mình', 'members.count', ['268'], { gender: 'nu' }),
  q('chutich', 'Công đoàn mình nữ chiếm bao nhiêu %?', 'members.femaleShare', ['49,1%']),
  q('chutich', 'Năm 2024 đơn vị kết nạp mấy đoàn viên?', 'members.joined', ['38'], YEAR_2024),
  q('chutich', 'Năm ngoái có mấy người thôi sinh hoạt công đoàn?', 'members.left', ['5']),
  q('chutich', 'Công ty có tổng cộng bao nhiêu công nhân?', 'workers.count', ['770']),
  q('chutich', 'Có mấy cán bộ công đoàn đang làm nhiệm vụ?', 'staff.count', ['1']),
  refused('chutich', 'Điện tử Hưng Thịnh có bao nhiêu đoàn viên?', 'members.count', ['66', '34'], HUNG_THINH),
  refused('chutich', 'Phường Chũ có bao nhiêu đoàn viên nữ?', 'members.count', ['34', '66'], {
    ...PHUONG_CHU,
    gender: 'nu',
  }),
  q('chutich', 'Thông báo nào tôi chưa đọc?', 'notifications.unread', ['5']),
  q('chutich', 'Mức đoàn phí hiện hành là bao nhiêu phần trăm lương?', 'knowledge', ['0,5%']),
  q('chutich', 'Đoàn phí được tính trên lương nào?', 'knowledge', ['bảo hiểm xã hội']),
  q('chutich', 'Thủ tục chuyển sinh hoạt công đoàn cho đoàn viên', 'knowledge'),
  q('chutich', 'Doanh nghiệp đóng kinh phí công đoàn bằng bao nhiêu phần trăm quỹ lương?', 'knowledge', [
    '2%',
  ]),
  // the ward's chair
  q('chutich.phuong', 'Trên địa bàn phường có mấy đoàn viên nữ?', 'members.count', ['7'], { gender: 'nu' }),
  q('chutich.phuong', 'Tỷ lệ nữ đoàn viên ở phường', 'members.femaleShare', ['43,8%']),
  q('chutich.phuong', 'Phường có bao nhiêu cán bộ công đoàn?', 'staff.count', ['2']),
  refused('chutich.phuong', 'Thép Trường Thịnh có bao nhiêu đoàn viên nữ?', 'members.count', ['268', '546'], {
    ...THEP,
    gender: 'nu',
  }),
  q('chutich.phuong', 'Tháng tới phường có hoạt động gì?', 'events.upcoming', ['4']),
  // the member
  q('doanvien', 'Em có thông báo nào chưa đọc không?', 'notifications.unread', ['4']),
  q('doanvien', 'Một tháng em phải đóng đoàn phí tối đa bao nhiêu tiền?', 'knowledge', ['234.000']),
  refused('doanvien', 'Công đoàn mình có bao nhiêu nữ?', 'members.count', ['268'], { gender: 'nu' }),
  q('doanvien', 'Lao động nước ngoài có được vào công đoàn không?', 'knowledge', ['12 tháng']),
  q('doanvien', 'Luật Công đoàn mới có hiệu lực ngày nào?', 'knowledge', ['50/2024/QH15']),
  // outside what the assistant answers
  unknown('Hôm nay là thứ mấy?'),
  unknown('Gợi ý quà tặng ngày 8/3 cho chị em', 'canbo.tinh'),
  unknown('Cách tính thuế thu nhập cá nhân', 'doanvien'),
  unknown('Đặt vé máy bay đi Đà Nẵng', 'chutich.phuong'),
];

/** Every other question typed without marks (lower case, đ → d). */
export const HELD_OUT: EvalQuestion[] = WRITTEN.map((item, i) =>
  i % 2 === 1 ? { ...item, question: toSearchText(item.question) } : item,
);
