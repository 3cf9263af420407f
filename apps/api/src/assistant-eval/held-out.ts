import { toSearchText } from '@congdoan/shared';
import {
  type EvalQuestion,
  HUNG_THINH,
  KCN_CHU,
  LAST_YEAR_2025,
  MAM_NON,
  PHUONG_CHU,
  q,
  refused,
  THCS_KEP,
  THEP,
  unknown,
  YEAR_2024,
} from './questions.js';

/**
 * Questions the engine was never tuned on when they were written. The fixed set (questions.ts) was
 * first run at 88,6 % and the engine's rules were then widened until it answered all of it, so its
 * score no longer says how the engine does on a question worded as nobody wrote it before. Each batch
 * here was written, with the figures of the same demo world (questions.ts says them), before the
 * engine was run against it, in other words than the sets before it; every other question is typed
 * without marks. Its first run is recorded with it: that is the measure. A batch whose failures were
 * then mended is tuned on too, and the next measure needs a new batch.
 *
 * Batch 1, written 2026-12-07. First run: 40/44 answers (90,9 %), intents 42/44, no leak. Mended
 * after it: a union named by its own words at the question's start ("Điện tử Hưng Thịnh có…",
 * places.ts), "mấy người" before "thôi sinh hoạt" or "kết nạp", "thành viên" as a member, and a
 * board's members read as staff (understand.ts).
 */
const BATCH_1: EvalQuestion[] = [
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

/**
 * Batch 2, written 2026-12-07 after batch 1's mending and before the engine was run against it.
 * First run: 30/32 answers (93,8 %), intents 31/32, no leak. Missed, and left so: a union named
 * without its cue after "của" ("tỷ lệ nữ của Điện tử Hưng Thịnh" answered for the whole province,
 * saying so), and "thông báo gửi cho tôi" read as a how-to ("gửi" is a knowledge word).
 */
const BATCH_2: EvalQuestion[] = [
  // the province officer
  q('canbo.tinh', 'Bao nhiêu người là đoàn viên công đoàn trong tỉnh?', 'members.count', ['649']),
  q('canbo.tinh', 'Thống kê số đoàn viên là nữ', 'members.count', ['321'], { gender: 'nu' }),
  q('canbo.tinh', 'Hưng Thịnh có bao nhiêu đoàn viên nữ?', 'members.count', ['34'], {
    ...HUNG_THINH,
    gender: 'nu',
  }),
  q('canbo.tinh', 'Có bao nhiêu công đoàn cơ sở thuộc phường Chũ?', 'unions.count', ['8'], PHUONG_CHU),
  q('canbo.tinh', 'Cụm công nghiệp Lục Nam có mấy CĐCS?', 'unions.count', ['3'], { cumKhuCnId: 3 }),
  q('canbo.tinh', 'Năm 2025 tỉnh kết nạp mới bao nhiêu đoàn viên?', 'members.joined', ['85'], LAST_YEAR_2025),
  q('canbo.tinh', 'Trong năm 2024 có bao nhiêu người được kết nạp?', 'members.joined', ['46'], YEAR_2024),
  q('canbo.tinh', 'Có bao nhiêu người lao động trong toàn tỉnh?', 'workers.count', ['41.770']),
  q('canbo.tinh', 'Tháng sau có mấy sự kiện?', 'events.upcoming', ['9']),
  q('canbo.tinh', 'Tỷ lệ nữ của Điện tử Hưng Thịnh', 'members.femaleShare', ['51,5%'], HUNG_THINH),
  // the chair of Thép Trường Thịnh
  q('chutich', 'Chúng tôi có bao nhiêu đoàn viên?', 'members.count', ['546']),
  q('chutich', 'Năm 2025 công ty kết nạp được bao nhiêu người?', 'members.joined', ['70'], LAST_YEAR_2025),
  q('chutich', 'Bao nhiêu người rời công đoàn năm ngoái?', 'members.left', ['5']),
  refused('chutich', 'Trường THCS Kép có bao nhiêu nữ?', 'members.count', ['12', '21'], {
    ...THCS_KEP,
    gender: 'nu',
  }),
  refused('chutich', 'Mầm non Bắc Giang có mấy đoàn viên?', 'members.count', ['16'], MAM_NON),
  q('chutich', 'Sự kiện nào diễn ra tháng sau?', 'events.upcoming', ['Giải cầu lông công nhân']),
  q('chutich', 'Đoàn phí công đoàn được trích bao nhiêu phần trăm?', 'knowledge', ['0,5%']),
  q('chutich', 'Đơn vị hành chính sự nghiệp có đóng kinh phí công đoàn không?', 'knowledge', ['4133']),
  // the ward's chair
  q('chutich.phuong', 'Phường có tất cả bao nhiêu đoàn viên?', 'members.count', ['16']),
  q('chutich.phuong', 'Có mấy đoàn viên nam ở phường mình?', 'members.count', ['9'], { gender: 'nam' }),
  q(
    'chutich.phuong',
    'Năm 2025 phường kết nạp bao nhiêu đoàn viên?',
    'members.joined',
    ['2'],
    LAST_YEAR_2025,
  ),
  q('chutich.phuong', 'Số người lao động phường quản lý', 'workers.count', ['22']),
  refused('chutich.phuong', 'Hưng Thịnh có bao nhiêu người lao động?', 'workers.count', [], HUNG_THINH),
  // the member
  q('doanvien', 'Tuần này có sự kiện gì cho đoàn viên không?', 'events.upcoming'),
  q('doanvien', 'Thông báo gửi cho tôi mà tôi chưa đọc', 'notifications.unread', ['4']),
  refused('doanvien', 'Phường Chũ có bao nhiêu đoàn viên?', 'members.count', ['66'], PHUONG_CHU),
  q('doanvien', 'Đoàn phí có phải đóng khi nghỉ thai sản không?', 'knowledge'),
  q('doanvien', 'Làm thế nào để đổi mật khẩu tài khoản?', 'knowledge'),
  // outside what the assistant answers
  unknown('Mấy giờ rồi?'),
  unknown('Tìm giúp tôi quán cà phê gần đây', 'doanvien'),
  unknown('Kết quả xổ số hôm qua', 'canbo.tinh'),
  unknown('Giá xăng hôm nay', 'chutich.phuong'),
];

/** Every other question typed without marks (lower case, đ → d). */
const halfWithoutMarks = (batch: EvalQuestion[]) =>
  batch.map((item, i) => (i % 2 === 1 ? { ...item, question: toSearchText(item.question) } : item));

export const HELD_OUT_BATCHES = [
  { name: 'batch 1 (mended after its first run)', questions: halfWithoutMarks(BATCH_1) },
  { name: 'batch 2 (as first run)', questions: halfWithoutMarks(BATCH_2) },
];
