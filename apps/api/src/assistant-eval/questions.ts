import { type AssistantIntent, type AssistantSlots, toSearchText } from '@congdoan/shared';
import type { Asker } from './world.js';

/**
 * The assistant's fixed question set (issue 30, "The score"), scored by `npm run assistant:eval`.
 * The expected figures were computed with the eval's own SQL against the demo world that `npm start`
 * seeds (seed 2025, DEMO_SIZE) BEFORE the engine existed, and written here as literals. The demo is
 * dated from today, so only figures that do not move with the day are asserted: member records,
 * unions, staff in office, workers, unread notices, next month's events, last year's admissions and
 * leavers. This week's events and the missing reports move with the day: those items check the
 * intent and that nothing leaks, not a figure.
 *
 * The demo world as the four askers see it:
 * - canbo.tinh (province): 649 active member records (321 nữ, 328 nam: 49,5%), 85 active grassroots
 *   unions, 146 staff in office, 41.770 workers; 85 admitted and 7 left in the previous year;
 *   9 events next month; 1 unread notice.
 * - chutich (chair of Công đoàn Công ty Cổ phần Thép Trường Thịnh, id 34): 546 members (268 nữ,
 *   278 nam: 49,1%), 1 union, 1 staff member in office, 770 workers; 70 admitted and 5 left in the
 *   previous year; 4 events next month; 5 unread notices.
 * - chutich.phuong (chair of Công đoàn phường Bắc Giang, id 14; one grassroots union under it,
 *   Công đoàn Trường Mầm non Bắc Giang, id 71): 16 members (7 nữ, 9 nam: 43,8%), 1 union, 2 staff in
 *   office, 22 workers; 2 admitted in the previous year; 4 events next month; 4 unread.
 * - doanvien (member of union 34, scope 'self'): union-wide figures refused; 3 events next month;
 *   4 unread notices.
 * Other unions: Công đoàn Trường THCS Kép (id 35: 21 members, 12 nữ: 57,1%), Công đoàn Công ty TNHH
 * Điện tử Hưng Thịnh (id 37, phường Chũ / KCN Chũ: 66 members, 34 nữ), Công đoàn Công ty Cổ phần May
 * mặc Minh Long (id 42: no member records); phường Chũ has 8 grassroots unions, KCN Tam Tiến 6.
 */
export interface EvalQuestion {
  asker: Asker;
  question: string;
  intent: AssistantIntent;
  /** The slots that matter (compared key by key with the answer's). */
  slots: Partial<AssistantSlots>;
  expect: {
    /** Each must appear in the answer's text or table. */
    contains: string[];
    /** True: must be refused; false or absent: must not be. */
    refused?: boolean;
    /** Figures of another unit that must appear nowhere in the answer's text or table. */
    leak?: string[];
  };
}

type Item = EvalQuestion;
export const q = (
  asker: Asker,
  question: string,
  intent: AssistantIntent,
  contains: string[] = [],
  slots: Partial<AssistantSlots> = {},
  more: Omit<EvalQuestion['expect'], 'contains'> = {},
): Item => ({ asker, question, intent, slots, expect: { contains, ...more } });

/** A refusal: the named unit lies outside the asker's scope; none of its figures may appear. */
export const refused = (
  asker: Asker,
  question: string,
  intent: AssistantIntent,
  leak: string[],
  slots: Partial<AssistantSlots> = {},
): Item => q(asker, question, intent, [], slots, { refused: true, leak });

/** Out of scope of the assistant: no intent, no figure of the asker's own. */
export const unknown = (question: string, asker: Asker = 'chutich'): Item =>
  q(asker, question, 'unknown', [], {}, { leak: ['546', '649'] });

export const THCS_KEP = { organizationId: 35 };
export const HUNG_THINH = { organizationId: 37 };
const MINH_LONG = { organizationId: 42 };
export const MAM_NON = { organizationId: 71 };
export const THEP = { organizationId: 34 };
export const PHUONG_CHU = { xaPhuongId: 26 };
export const KCN_CHU = { cumKhuCnId: 4 };
const KCN_TAM_TIEN = { cumKhuCnId: 1 };
export const LAST_YEAR_2025 = { from: '2025-01-01', to: '2025-12-31' };
export const YEAR_2024 = { from: '2024-01-01', to: '2024-12-31' };

/** Typed with diacritics; each also comes typed without them (below), as officers often type. */
const WITH_MARKS: Item[] = [
  // members.count
  q('canbo.tinh', 'Toàn tỉnh có bao nhiêu đoàn viên?', 'members.count', ['649']),
  q('canbo.tinh', 'Có bao nhiêu đoàn viên nữ?', 'members.count', ['321'], { gender: 'nu' }),
  q('canbo.tinh', 'Số đoàn viên nam hiện nay là bao nhiêu?', 'members.count', ['328'], { gender: 'nam' }),
  q('canbo.tinh', 'Công đoàn Trường THCS Kép có bao nhiêu đoàn viên?', 'members.count', ['21'], THCS_KEP),
  q(
    'canbo.tinh',
    'Công đoàn Công ty TNHH Điện tử Hưng Thịnh có bao nhiêu đoàn viên nữ?',
    'members.count',
    ['34'],
    { ...HUNG_THINH, gender: 'nu' },
  ),
  q('canbo.tinh', 'Phường Chũ có bao nhiêu đoàn viên?', 'members.count', ['66'], PHUONG_CHU),
  q('canbo.tinh', 'Khu công nghiệp Chũ có bao nhiêu đoàn viên nữ?', 'members.count', ['34'], {
    ...KCN_CHU,
    gender: 'nu',
  }),
  q('canbo.tinh', 'Số đoàn viên của Công đoàn Trường Mầm non Bắc Giang', 'members.count', ['16'], MAM_NON),
  q('chutich.phuong', 'Phường mình có bao nhiêu đoàn viên?', 'members.count', ['16']),
  q('chutich.phuong', 'Tỷ lệ đoàn viên nữ của phường mình', 'members.femaleShare', ['43,8%']),
  q('chutich.phuong', 'Năm ngoái phường mình kết nạp bao nhiêu đoàn viên?', 'members.joined', ['2']),
  q('chutich', 'Công đoàn mình có bao nhiêu đoàn viên?', 'members.count', ['546']),
  q('chutich', 'Đơn vị tôi có bao nhiêu đoàn viên nữ?', 'members.count', ['268'], { gender: 'nu' }),
  q('chutich', 'Có bao nhiêu đoàn viên nam trong công đoàn của tôi?', 'members.count', ['278'], {
    gender: 'nam',
  }),
  q(
    'chutich',
    'Công đoàn Công ty Cổ phần Thép Trường Thịnh có bao nhiêu đoàn viên?',
    'members.count',
    ['546'],
    THEP,
  ),
  q('chutich', 'Tổng số đoàn viên đang sinh hoạt', 'members.count', ['546']),
  q('chutich.phuong', 'Phường mình có bao nhiêu đoàn viên nữ?', 'members.count', ['7'], { gender: 'nu' }),
  // members.femaleShare
  q('canbo.tinh', 'Tỷ lệ đoàn viên nữ toàn tỉnh là bao nhiêu?', 'members.femaleShare', ['49,5%']),
  q('canbo.tinh', 'Phụ nữ chiếm bao nhiêu phần trăm đoàn viên?', 'members.femaleShare', ['49,5%']),
  q('chutich', 'Tỷ lệ nữ trong công đoàn mình?', 'members.femaleShare', ['49,1%']),
  q('chutich', 'Đoàn viên nữ chiếm bao nhiêu phần trăm?', 'members.femaleShare', ['49,1%']),
  q(
    'canbo.tinh',
    'Tỷ lệ đoàn viên nữ của Công đoàn Trường THCS Kép',
    'members.femaleShare',
    ['57,1%'],
    THCS_KEP,
  ),
  // members.joined
  q('canbo.tinh', 'Năm ngoái kết nạp được bao nhiêu đoàn viên mới?', 'members.joined', ['85']),
  q('canbo.tinh', 'Bao nhiêu đoàn viên mới trong năm 2024?', 'members.joined', ['46'], YEAR_2024),
  q('chutich', 'Năm ngoái công đoàn mình kết nạp bao nhiêu đoàn viên?', 'members.joined', ['70']),
  q('chutich', 'Số đoàn viên mới năm 2024', 'members.joined', ['38'], YEAR_2024),
  q('chutich', 'Tháng này có bao nhiêu đoàn viên mới?', 'members.joined', ['0']),
  q('canbo.tinh', 'Tháng này kết nạp bao nhiêu đoàn viên?', 'members.joined', ['0']),
  // members.left
  q('canbo.tinh', 'Năm ngoái có bao nhiêu đoàn viên thôi sinh hoạt?', 'members.left', ['7']),
  q('chutich', 'Năm ngoái bao nhiêu đoàn viên nghỉ, ra khỏi công đoàn?', 'members.left', ['5']),
  q('chutich', 'Tháng này có ai thôi sinh hoạt công đoàn không?', 'members.left', ['0']),
  q('canbo.tinh', 'Số đoàn viên giảm trong tháng này', 'members.left', ['0']),
  // unions.count
  q('canbo.tinh', 'Toàn tỉnh có bao nhiêu công đoàn cơ sở?', 'unions.count', ['85']),
  q('canbo.tinh', 'Phường Chũ có bao nhiêu công đoàn cơ sở?', 'unions.count', ['8'], PHUONG_CHU),
  q('canbo.tinh', 'KCN Tam Tiến có mấy công đoàn cơ sở?', 'unions.count', ['6'], KCN_TAM_TIEN),
  q('canbo.tinh', 'Khu công nghiệp Chũ có bao nhiêu công đoàn cơ sở?', 'unions.count', ['8'], KCN_CHU),
  q('chutich.phuong', 'Phường mình có bao nhiêu công đoàn cơ sở?', 'unions.count', ['1']),
  q('chutich', 'Đơn vị tôi có mấy công đoàn cơ sở?', 'unions.count', ['1']),
  // workers.count
  q('canbo.tinh', 'Toàn tỉnh có bao nhiêu công nhân viên chức lao động?', 'workers.count', ['41.770']),
  q('canbo.tinh', 'Tổng số người lao động là bao nhiêu?', 'workers.count', ['41.770']),
  q('chutich', 'Công ty mình có bao nhiêu người lao động?', 'workers.count', ['770']),
  q('chutich.phuong', 'Số lao động trên địa bàn phường mình?', 'workers.count', ['22']),
  // staff.count
  q('canbo.tinh', 'Có bao nhiêu cán bộ công đoàn đang đương nhiệm?', 'staff.count', ['146']),
  q('chutich.phuong', 'Phường mình có bao nhiêu cán bộ công đoàn?', 'staff.count', ['2']),
  q('chutich', 'Ban chấp hành công đoàn mình có mấy cán bộ?', 'staff.count', ['1']),
  // reports.missing (moves with the day: the intent, nothing leaked)
  q('canbo.tinh', 'Những đơn vị nào chưa báo cáo kỳ này?', 'reports.missing'),
  q('canbo.tinh', 'Bao nhiêu đơn vị chưa nộp báo cáo?', 'reports.missing'),
  q('chutich.phuong', 'Đơn vị nào chưa gửi báo cáo?', 'reports.missing'),
  q('chutich', 'Công đoàn mình đã báo cáo chưa?', 'reports.missing'),
  // events.upcoming
  q('canbo.tinh', 'Tuần này có sự kiện gì?', 'events.upcoming'),
  q('canbo.tinh', 'Tháng sau có những sự kiện nào?', 'events.upcoming', [
    '9',
    'Chương trình "Tết Sum vầy" cho công nhân lao động',
  ]),
  q('canbo.tinh', 'Tháng này có hội nghị, sự kiện gì?', 'events.upcoming', [
    'Hội nghị tổng kết công tác công đoàn năm',
  ]),
  q('chutich', 'Lịch sự kiện tháng sau', 'events.upcoming', ['4', 'Giải cầu lông công nhân']),
  q('chutich', 'Tuần này công đoàn có hoạt động gì?', 'events.upcoming'),
  q('chutich.phuong', 'Tháng sau phường có sự kiện gì?', 'events.upcoming', [
    '4',
    'Thăm hỏi đoàn viên có hoàn cảnh khó khăn',
  ]),
  q('doanvien', 'Tháng sau có sự kiện nào?', 'events.upcoming', ['3', 'Giải cầu lông công nhân']),
  q('doanvien', 'Sắp tới có hoạt động gì không?', 'events.upcoming'),
  q('doanvien', 'Tháng này có giải bóng đá không?', 'events.upcoming', [
    'Giải bóng đá công nhân viên chức lao động',
  ]),
  // notifications.unread
  q('canbo.tinh', 'Tôi có thông báo nào chưa đọc?', 'notifications.unread', ['1']),
  q('chutich', 'Có bao nhiêu thông báo chưa đọc?', 'notifications.unread', [
    '5',
    'Họp Ban chấp hành công đoàn cơ sở tháng 12',
  ]),
  q('chutich.phuong', 'Thông báo mới của tôi', 'notifications.unread', ['4']),
  q('doanvien', 'Tôi có thông báo mới nào không?', 'notifications.unread', [
    '4',
    'Kế hoạch thăm hỏi, tặng quà đoàn viên dịp Tết Nguyên đán',
  ]),
  q('doanvien', 'Xem thông báo chưa đọc', 'notifications.unread', ['4']),
  // knowledge
  q('doanvien', 'Đoàn phí đóng bao nhiêu?', 'knowledge', ['0,5%']),
  q('doanvien', 'Mức đóng đoàn phí công đoàn hiện nay', 'knowledge', ['0,5%']),
  q('chutich', 'Đoàn phí tối đa một tháng là bao nhiêu?', 'knowledge', ['234.000']),
  q('chutich', 'Quyết định nào quy định mức đoàn phí mới?', 'knowledge', ['61/QĐ-TLĐ']),
  q('canbo.tinh', 'Kinh phí công đoàn đóng bao nhiêu phần trăm?', 'knowledge', ['2%']),
  q('chutich', 'Cơ quan hành chính có phải đóng đoàn phí không?', 'knowledge', ['4133']),
  q('doanvien', 'Người nước ngoài có được gia nhập công đoàn không?', 'knowledge', ['12 tháng']),
  q('chutich', 'Luật Công đoàn 2024 có hiệu lực từ khi nào?', 'knowledge', ['50/2024/QH15']),
  q('chutich', 'Quyền của công đoàn cơ sở theo luật mới', 'knowledge', []),
  q('chutich', 'Doanh nghiệp được tạm dừng đóng kinh phí công đoàn bao lâu?', 'knowledge', ['12 tháng']),
  q('doanvien', 'Tháng nghỉ không lương có phải đóng đoàn phí không?', 'knowledge', []),
  q('chutich', 'Làm sao để kết nạp đoàn viên mới trên hệ thống?', 'knowledge', []),
  q('chutich', 'Cách chuyển sinh hoạt cho đoàn viên', 'knowledge', []),
  q('chutich', 'Nhập danh sách đoàn viên từ file Excel thế nào?', 'knowledge', []),
  q('chutich', 'Cách nộp báo cáo đoàn số', 'knowledge', []),
  q('chutich.phuong', 'Làm thế nào để phê duyệt báo cáo?', 'knowledge', []),
  q('chutich', 'Tạo sự kiện và gửi thông báo thế nào?', 'knowledge', []),
  q('doanvien', 'Liên kết tài khoản Zalo như thế nào?', 'knowledge', []),
  q('doanvien', 'Đổi mật khẩu ở đâu?', 'knowledge', []),
  // greeting
  q('doanvien', 'Xin chào', 'greeting'),
  q('chutich', 'Bạn là ai?', 'greeting'),
  q('canbo.tinh', 'Bạn làm được gì?', 'greeting'),
  // another union's figures, asked by a chair or a member: refused, no figure of it
  refused('chutich', 'Công đoàn Trường THCS Kép có bao nhiêu đoàn viên?', 'members.count', ['21'], THCS_KEP),
  refused(
    'chutich',
    'Công đoàn Công ty TNHH Điện tử Hưng Thịnh có bao nhiêu đoàn viên nữ?',
    'members.count',
    ['34', '66'],
    {
      ...HUNG_THINH,
      gender: 'nu',
    },
  ),
  refused('chutich', 'Phường Chũ có bao nhiêu công đoàn cơ sở?', 'unions.count', ['8'], PHUONG_CHU),
  refused('chutich', 'KCN Tam Tiến có bao nhiêu công đoàn cơ sở?', 'unions.count', ['6'], KCN_TAM_TIEN),
  refused(
    'chutich.phuong',
    'Công đoàn Công ty Cổ phần Thép Trường Thịnh có bao nhiêu đoàn viên?',
    'members.count',
    ['546'],
    THEP,
  ),
  refused('chutich.phuong', 'Khu công nghiệp Chũ có bao nhiêu đoàn viên?', 'members.count', ['66'], KCN_CHU),
  refused(
    'chutich.phuong',
    'Tỷ lệ nữ của Công đoàn Trường THCS Kép',
    'members.femaleShare',
    ['57,1%', '12', '21'],
    THCS_KEP,
  ),
  refused(
    'chutich',
    'Công đoàn Trường Mầm non Bắc Giang có bao nhiêu đoàn viên?',
    'members.count',
    ['16'],
    MAM_NON,
  ),
  refused('doanvien', 'Công đoàn mình có bao nhiêu đoàn viên?', 'members.count', ['546']),
  refused('doanvien', 'Có bao nhiêu đoàn viên nữ trong công đoàn?', 'members.count', ['268'], {
    gender: 'nu',
  }),
  refused('doanvien', 'Công ty có bao nhiêu người lao động?', 'workers.count', ['770']),
  // out of scope: no intent, no figure
  unknown('Thời tiết hôm nay thế nào?'),
  unknown('Viết giúp tôi bài thơ về mùa xuân', 'doanvien'),
  unknown('Tỷ số trận bóng đá tối qua?', 'canbo.tinh'),
  unknown('Giá vàng hôm nay bao nhiêu?'),
  unknown('Kể cho tôi một câu chuyện cười', 'doanvien'),
  unknown('Dịch câu này sang tiếng Anh giúp tôi', 'chutich.phuong'),
  unknown('Ai vô địch World Cup 2022?', 'canbo.tinh'),
  unknown('Công thức nấu phở bò', 'doanvien'),
  unknown('Hôm nay xổ số miền Bắc ra số mấy?'),
  unknown('Tỷ giá đô la hôm nay', 'canbo.tinh'),
];

/** Typed with slips of the keyboard (a swapped or missing letter, a stray mark). */
const TYPOS: Item[] = [
  q('canbo.tinh', 'Toan tinh co bao nhieu doan vein?', 'members.count', ['649']),
  q('canbo.tinh', 'co bao nhiu doan vien nu', 'members.count', ['321'], { gender: 'nu' }),
  q('chutich', 'cong doan minh co bao nhieu đòan viên', 'members.count', ['546']),
  q('chutich', 'ty le doan vien nư', 'members.femaleShare', ['49,1%']),
  q('canbo.tinh', 'bao nhieu cong doan co so toan tnh', 'unions.count', ['85']),
  q('doanvien', 'doan phi dong bao nhieu %', 'knowledge', ['0,5%']),
  q('doanvien', 'đòan phí đóng bao nhiêu', 'knowledge', ['0,5%']),
  q('doanvien', 'doan phi dong bao nhieuu', 'knowledge', ['0,5%']),
  q('chutich', 'kinh phi cong doan 2 phan tram', 'knowledge', ['2%']),
  q('doanvien', 'thong bao chua docc', 'notifications.unread', ['4']),
  q('chutich', 'thong bo chua doc cua toi', 'notifications.unread', ['5']),
  q('canbo.tinh', 'su kien thang sau co gi', 'events.upcoming', ['9']),
  q('chutich', 'bao nhieu can bo cong doan dang duong nhiem', 'staff.count', ['1']),
  q('canbo.tinh', 'tong so nguoi lao dong toan tinh', 'workers.count', ['41.770']),
  q('chutich', 'xin chao ban', 'greeting'),
  q('canbo.tinh', 'don vi nao chua bao cao', 'reports.missing'),
];

/** The same question typed without diacritics (lower case, đ → d), as officers often do. */
const withoutMarks = (item: Item): Item => ({ ...item, question: toSearchText(item.question) });

/**
 * Half of the marked questions again without marks (every other one, so each intent has both), half
 * of the other refusals, out-of-scope and knowledge questions too, and more plain ones of their own.
 */
const PLAIN: Item[] = [
  ...WITH_MARKS.filter((_, i) => i % 2 === 0).map(withoutMarks),
  ...WITH_MARKS.filter(
    (item, i) =>
      i % 2 === 1 && (item.expect.refused || item.intent === 'unknown' || item.intent === 'knowledge'),
  )
    .filter((_, i) => i % 2 === 0)
    .map(withoutMarks),
  refused(
    'chutich',
    'cong doan cong ty co phan may mac minh long co bao nhieu doan vien',
    'members.count',
    [],
    MINH_LONG,
  ),
  refused('chutich', 'p. chu co bao nhieu doan vien', 'members.count', ['66'], PHUONG_CHU),
  refused(
    'chutich.phuong',
    'cong doan truong thcs kep co bao nhieu doan vien nu',
    'members.count',
    ['12', '21'],
    {
      ...THCS_KEP,
      gender: 'nu',
    },
  ),
  refused('chutich.phuong', 'kcn tam tien co bao nhieu cong doan co so', 'unions.count', ['6'], KCN_TAM_TIEN),
  refused('doanvien', 'ty le doan vien nu cong doan minh', 'members.femaleShare', ['49,1%', '268']),
  refused('doanvien', 'bao nhieu can bo cong doan', 'staff.count', ['1']),
  refused('doanvien', 'cong doan co so toan tinh co bao nhieu', 'unions.count', ['85']),
  refused('doanvien', 'nam ngoai ket nap bao nhieu doan vien', 'members.joined', ['70']),
  refused(
    'chutich',
    'cong doan truong thcs kep nam ngoai ket nap bao nhieu doan vien',
    'members.joined',
    [],
    THCS_KEP,
  ),
  refused(
    'chutich.phuong',
    'cong ty tnhh dien tu hung thinh co bao nhieu nguoi lao dong',
    'workers.count',
    [],
    HUNG_THINH,
  ),
  q('canbo.tinh', 'p. chu co bao nhieu doan vien nu', 'members.count', ['34'], {
    ...PHUONG_CHU,
    gender: 'nu',
  }),
  q('canbo.tinh', 'kcn chu co bao nhieu doan vien', 'members.count', ['66'], KCN_CHU),
  q('canbo.tinh', 'cum cong nghiep luc nam co bao nhieu cong doan co so', 'unions.count', ['3'], {
    cumKhuCnId: 3,
  }),
  q('canbo.tinh', 'nam 2025 ket nap bao nhieu doan vien', 'members.joined', ['85'], LAST_YEAR_2025),
  q('canbo.tinh', 'nam 2025 co bao nhieu doan vien thoi sinh hoat', 'members.left', ['7'], LAST_YEAR_2025),
  q(
    'chutich',
    'nam 2025 cong doan minh co bao nhieu doan vien moi',
    'members.joined',
    ['70'],
    LAST_YEAR_2025,
  ),
  q('chutich.phuong', 'tuan nay co su kien gi', 'events.upcoming'),
  q('doanvien', 'tuan sau co hoat dong gi', 'events.upcoming'),
  q('chutich', 'thang sau co su kien gi', 'events.upcoming', ['4']),
  q('doanvien', 'thong bao moi', 'notifications.unread', ['4']),
  q('chutich.phuong', 'ban lam duoc gi', 'greeting'),
  unknown('thoi tiet ha noi ngay mai', 'doanvien'),
  unknown('lich thi dau ngoai hang anh', 'chutich.phuong'),
  unknown('viet giup toi mot bai tho tang me', 'chutich'),
  unknown('cach lam banh chung', 'canbo.tinh'),
];

export const QUESTIONS: EvalQuestion[] = [...WITH_MARKS, ...TYPOS, ...PLAIN];
